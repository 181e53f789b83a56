export { FRESH_CART_MS, addToCart, fetchCart, refreshCart, takeFirstPaintCart } from './cart-actions';
export { draftKey, signOut } from './sign-out';
