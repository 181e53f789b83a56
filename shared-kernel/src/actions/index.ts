export { addToCart, cartAnswerKey, fetchCart, refreshCart, takeFirstPaintCart } from './cart-actions';
export { signOut } from './sign-out';
