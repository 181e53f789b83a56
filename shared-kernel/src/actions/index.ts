export { addToCart, cartAnswerKey, fetchCart, refreshCart, takeFirstPaintCart } from './cart-actions';
