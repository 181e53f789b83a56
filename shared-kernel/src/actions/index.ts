export { addToCart, cartAnswerKey, fetchCart, refreshCart, takeFirstPaintCart } from './cart-actions';
export { draftKey, signOut } from './sign-out';
