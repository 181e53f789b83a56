import {
  selectShowLoading,
  selectShowLoginModal,
  setShowLoading,
  setShowLoginModal,
  systemStore,
} from './system-store';

describe('systemStore', () => {
  it('starts with both flags false and sets each one on its own', () => {
    expect(systemStore.get()).toEqual({ showLoading: false, showLoginModal: false });
    setShowLoading(true);
    expect(selectShowLoading(systemStore.get())).toBe(true);
    expect(selectShowLoginModal(systemStore.get())).toBe(false);
    setShowLoginModal(true);
    setShowLoading(false);
    expect(systemStore.get()).toEqual({ showLoading: false, showLoginModal: true });
  });

  it('does not notify when a flag is set to its current value', () => {
    const listener = jest.fn();
    const stop = systemStore.subscribe(listener);
    setShowLoginModal(systemStore.get().showLoginModal);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
