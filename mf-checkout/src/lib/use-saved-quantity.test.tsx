import { act, render, screen } from '@testing-library/react';
import { QUANTITY_SAVE_DELAY_MS, useSavedQuantity } from './use-saved-quantity';

function Probe({ server, save }: { server: number; save: (quantity: number) => Promise<void> }) {
  const { quantity, change } = useSavedQuantity(server, save);
  return (
    <>
      <output>{quantity}</output>
      {[0, 2, 3, 4].map((n) => (
        <button key={n} type="button" onClick={() => change(n)}>
          {`set ${n}`}
        </button>
      ))}
    </>
  );
}

const press = (label: string) => act(() => screen.getByRole('button', { name: label }).click());

describe('useSavedQuantity', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a change at once and saves only the settled value', async () => {
    const save = jest.fn(() => Promise.resolve());
    render(<Probe server={1} save={save} />);
    press('set 2');
    press('set 3');
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(save).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(QUANTITY_SAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(3);
  });

  it('ignores quantities below 1', () => {
    const save = jest.fn(() => Promise.resolve());
    render(<Probe server={2} save={save} />);
    press('set 0');
    expect(screen.getByRole('status')).toHaveTextContent('2');
    act(() => jest.advanceTimersByTime(QUANTITY_SAVE_DELAY_MS));
    expect(save).not.toHaveBeenCalled();
  });

  it("goes back to the server's value when the save fails", async () => {
    const save = jest.fn(() => Promise.reject(new Error('refused')));
    render(<Probe server={2} save={save} />);
    press('set 4');
    await act(async () => jest.advanceTimersByTime(QUANTITY_SAVE_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('saves a pending change when the page goes away', () => {
    const save = jest.fn(() => Promise.resolve());
    const { unmount } = render(<Probe server={2} save={save} />);
    press('set 4');
    unmount();
    expect(save).toHaveBeenCalledWith(4);
  });
});
