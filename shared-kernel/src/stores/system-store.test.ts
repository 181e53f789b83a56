import {
  selectShowLoading,
  selectShowLoginModal,
  setShowLoading,
  setShowLoginModal,
  systemStore,
  whileLoading,
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

  it('shows the overlay while a work runs, until the last of overlapping works settles, however it settles', async () => {
    setShowLoading(false);
    let finishFirst!: () => void;
    let failSecond!: (error: Error) => void;
    const first = whileLoading(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = whileLoading(() => new Promise<void>((_resolve, reject) => (failSecond = reject)));
    expect(selectShowLoading(systemStore.get())).toBe(true);

    failSecond(new Error('Error while create SO!'));
    await expect(second).rejects.toThrow('Error while create SO!');
    expect(selectShowLoading(systemStore.get())).toBe(true);

    finishFirst();
    await first;
    expect(selectShowLoading(systemStore.get())).toBe(false);
  });

  it('hands back what the work answers, and clears the overlay when the work throws at once', async () => {
    await expect(whileLoading(async () => 42)).resolves.toBe(42);
    await expect(
      whileLoading(() => {
        throw new Error('no session');
      }),
    ).rejects.toThrow('no session');
    expect(selectShowLoading(systemStore.get())).toBe(false);
  });
});
