export {
  CART_CHANGE_FAILED,
  FRESH_CART_MS,
  addToCart,
  cartChangeFailure,
  fetchCart,
  refreshCart,
  takeFirstPaintCart,
  withReason,
} from './cart-actions';
export { draftKey, signOut } from './sign-out';
export { useCartOnArrival, type CartArrival } from './use-cart-on-arrival';
