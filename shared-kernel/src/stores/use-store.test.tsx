import { act, render, screen } from '@testing-library/react';
import { createStore } from './create-store';
import { useStore } from './use-store';

interface State {
  count: number;
  items: string[];
  other: number;
}

describe('useStore', () => {
  it('renders the selected slice and re-renders on its change only', () => {
    const store = createStore<State>({ count: 1, items: [], other: 0 });
    let renders = 0;
    function Count() {
      renders += 1;
      const count = useStore(store, (s) => s.count);
      return <p>count {count}</p>;
    }
    render(<Count />);
    expect(screen.getByText('count 1')).toBeInTheDocument();
    const before = renders;

    act(() => store.set((s) => ({ ...s, other: 5 })));
    expect(renders).toBe(before); // unrelated change: same selection, no render

    act(() => store.set((s) => ({ ...s, count: 2 })));
    expect(screen.getByText('count 2')).toBeInTheDocument();
  });

  it('does not loop with a selector that derives a new array', () => {
    const store = createStore<State>({ count: 0, items: ['b', 'a'], other: 0 });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Sorted() {
      const sorted = useStore(store, (s) => [...s.items].sort());
      return <p>{sorted.join(',')}</p>;
    }
    render(<Sorted />);
    expect(screen.getByText('a,b')).toBeInTheDocument();
    act(() => store.set((s) => ({ ...s, items: ['c', 'a'] })));
    expect(screen.getByText('a,c')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('unsubscribes on unmount', () => {
    const store = createStore<State>({ count: 0, items: [], other: 0 });
    const subscribe = store.subscribe.bind(store);
    // Wrap every unsubscribe the hook receives, so the test sees whether each one is released.
    const unsubscribes: jest.Mock[] = [];
    jest.spyOn(store, 'subscribe').mockImplementation((listener) => {
      const unsubscribe = jest.fn(subscribe(listener));
      unsubscribes.push(unsubscribe);
      return unsubscribe;
    });
    function Count() {
      return <p>{useStore(store, (s) => s.count)}</p>;
    }
    const { unmount } = render(<Count />);
    expect(unsubscribes.length).toBeGreaterThan(0);
    unmount();
    for (const unsubscribe of unsubscribes) expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
