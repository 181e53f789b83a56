export { createStore } from './create-store';
export type { Store } from './create-store';
export { useStore } from './use-store';
export * from './user-store';
export { USER_STORAGE_KEY } from './user-persistence';
export * from './cart-store';
export * from './system-store';
export * from './staff-session-store';
