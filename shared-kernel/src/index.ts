// The browser's entry to the kernel (`@storefront/shared-kernel`). Contracts are re-exported as
// types only, so zod never ships to the browser; the API imports `/contracts` and `/domain` instead.
export * from './actions';
export * from './api-client';
export * from './data';
export * from './domain';
export * from './drafts';
// contracts declares the same list; naming it here settles which one the star exports give.
export { PAGE_SIZES } from './domain';
export * from './events';
export * from './federation';
export * from './first-paint';
export * from './forms';
export * from './stores';
export * from './ui';
export { KERNEL_VERSION } from './version';
export type * from './contracts';
// The routes are plain values without zod: a page names its call with one (callApi(cartRoutes.getCart, …)).
export * from './contracts/routes';
