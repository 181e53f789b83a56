import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createStore } from './create-store';
import { holdDrawnState } from './drawn-state';
import { useStore } from './use-store';

const countStore = createStore({ count: 1 });
const Badge = () => <output>{`${useStore(countStore, (state) => state.count)} items`}</output>;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('a store held as drawn', () => {
  it('gives the render that takes a drawn page over the state it was drawn with, then the current one', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Badge />);
    document.body.append(container);
    const drawn = screen.getByText('1 items');
    holdDrawnState(countStore);
    // The store moves on before the page's code has taken the page over (a cart arriving meanwhile).
    countStore.set({ count: 3 });
    const consoleError = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(container, <Badge />, { onRecoverableError: (error) => recoverable.push(error) });
    });

    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    // The drawn element is kept, and shows the current state.
    expect(screen.getByText('3 items')).toBe(drawn);
  });
});
