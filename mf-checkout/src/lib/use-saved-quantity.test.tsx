import { act, render, screen } from '@testing-library/react';
import { QUANTITY_SAVE_DELAY_MS, useSavedQuantity } from './use-saved-quantity';

interface ProbeProps {
  server: number;
  save: (quantity: number) => Promise<void>;
  isRemoving?: boolean;
}

function Probe({ server, save, isRemoving }: ProbeProps) {
  const { quantity, change } = useSavedQuantity(server, save, isRemoving);
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

/** A save that stays on its way until the test settles it. */
function heldSaves() {
  const settlers: Array<() => void> = [];
  const save = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        settlers.push(resolve);
      }),
  );
  const settleNext = () => act(async () => settlers.shift()?.());
  return { save, settleNext };
}

const settleDelay = () => act(async () => jest.advanceTimersByTime(QUANTITY_SAVE_DELAY_MS));
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

  it('saves a change made while a save is on its way after it, and keeps showing it over older reloads', async () => {
    const { save, settleNext } = heldSaves();
    const { rerender } = render(<Probe server={2} save={save} />);
    press('set 3');
    await settleDelay();
    expect(save.mock.calls).toEqual([[3]]);

    press('set 2'); // back to the old quantity while 3 is on its way: that is a change from 3
    await settleDelay();
    rerender(<Probe server={3} save={save} />); // the reload that answers the save of 3
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(save).toHaveBeenCalledTimes(1); // one save at a time

    await settleNext();
    expect(save.mock.calls).toEqual([[3], [2]]);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    rerender(<Probe server={2} save={save} />);
    await settleNext();
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('sends nothing more when the buyer comes back to the quantity already on its way', async () => {
    const { save, settleNext } = heldSaves();
    const { rerender } = render(<Probe server={2} save={save} />);
    press('set 3');
    await settleDelay();
    press('set 4');
    press('set 3');
    await settleDelay();
    rerender(<Probe server={3} save={save} />);
    await settleNext();
    expect(save.mock.calls).toEqual([[3]]);
    expect(screen.getByRole('status')).toHaveTextContent('3');
  });

  it('saves the change made while a save is on its way when the page goes away, after that save', async () => {
    const { save, settleNext } = heldSaves();
    const { unmount } = render(<Probe server={2} save={save} />);
    press('set 3');
    await settleDelay();
    press('set 4');
    unmount();
    expect(save.mock.calls).toEqual([[3]]);
    await settleNext();
    expect(save.mock.calls).toEqual([[3], [4]]);
  });

  it('saves nothing for a line being removed, neither when the change settles nor when it goes away', async () => {
    const save = jest.fn(() => Promise.resolve());
    const { rerender, unmount } = render(<Probe server={2} save={save} />);
    press('set 4');
    rerender(<Probe server={2} save={save} isRemoving />);
    await settleDelay();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('2');
    press('set 3');
    unmount();
    expect(save).not.toHaveBeenCalled();
  });

  it('drops a change waiting behind a save once the line is being removed', async () => {
    const { save, settleNext } = heldSaves();
    const { rerender } = render(<Probe server={2} save={save} />);
    press('set 3');
    await settleDelay();
    press('set 4');
    await settleDelay();
    rerender(<Probe server={2} save={save} isRemoving />);
    await settleNext();
    expect(save.mock.calls).toEqual([[3]]);
  });
});
