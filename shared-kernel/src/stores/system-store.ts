import { createStore } from './create-store';

/** Page-wide flags (spec section 3, "System flags"); not persisted. */
export interface SystemState {
  /** Drives the full-screen 'Loading, please wait...' overlay. */
  showLoading: boolean;
  showLoginModal: boolean;
}

export const INITIAL_SYSTEM_STATE: SystemState = { showLoading: false, showLoginModal: false };

export const systemStore = createStore<SystemState>(INITIAL_SYSTEM_STATE);

export const setShowLoading = (showLoading: boolean): void =>
  systemStore.set((prev) => (prev.showLoading === showLoading ? prev : { ...prev, showLoading }));

export const setShowLoginModal = (showLoginModal: boolean): void =>
  systemStore.set((prev) => (prev.showLoginModal === showLoginModal ? prev : { ...prev, showLoginModal }));

export const selectShowLoading = (state: SystemState): boolean => state.showLoading;
export const selectShowLoginModal = (state: SystemState): boolean => state.showLoginModal;
