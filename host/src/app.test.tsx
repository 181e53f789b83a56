import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { cartStore, resetUserInfo, selectCartLoaded, setUserInfo, cartRoutes } from '@storefront/shared-kernel';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { App } from './app';

// The frame and the page are stand-ins: what is tested is which part renders again when the user changes.
let frameRenders = 0;
jest.mock('./shell/shell-frame', () => ({
  ShellFrame: ({ children }: { children: ReactNode }) => {
    frameRenders += 1;
    return <>{children}</>;
  },
}));
jest.mock('./routing/page-outlet', () => ({ PageOutlet: () => null }));

const api = fakeApiForEachTest();

beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
  frameRenders = 0;
});

describe('App', () => {
  it("follows the user's store and zipcode for the cart without rendering the shell again", () => {
    render(<App />);
    const rendersAtFirst = frameRenders;
    expect(cartStore.get()).toMatchObject({ count: 0 });
    expect(selectCartLoaded(cartStore.get())).toBe(true); // a visitor's cart is known: empty

    // Home's store info after the first render (docs/product.md §11.2).
    act(() => setUserInfo({ idStore: 7, zipcode: '90001' }));

    expect(frameRenders).toBe(rendersAtFirst);
    expect(api.calls(cartRoutes.getCart)).toHaveLength(0); // a visitor has no cart to load
  });
});
