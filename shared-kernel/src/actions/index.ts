export { addToCart, refreshCart } from './cart-actions';
