import { createStore } from './create-store';

/** Page-wide flags (docs/product.md §4.1); not persisted. */
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

let loadingWorks = 0;

/**
 * Shows the full-screen 'Loading, please wait...' overlay while `work` runs: for a step the buyer must
 * not leave half done (placing an order, copying one into the cart). Works that overlap share the
 * overlay; it goes when the last of them settles, however it settles.
 */
export async function whileLoading<T>(work: () => Promise<T>): Promise<T> {
  loadingWorks += 1;
  setShowLoading(true);
  try {
    return await work();
  } finally {
    loadingWorks -= 1;
    if (loadingWorks === 0) setShowLoading(false);
  }
}

export const selectShowLoading = (state: SystemState): boolean => state.showLoading;
export const selectShowLoginModal = (state: SystemState): boolean => state.showLoginModal;
