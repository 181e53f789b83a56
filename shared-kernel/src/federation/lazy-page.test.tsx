import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';

const Page = () => <p>the page</p>;

/** A page module whose import resolves or fails only when the test says so. */
function deferredImport() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const load = jest.fn(
    () =>
      new Promise<{ default: typeof Page }>((resolve, reject) => {
        settle = { resolve: () => resolve({ default: Page }), reject };
      }),
  );
  return { load, settle: () => settle! };
}

const renderInSuspense = (Component: React.ComponentType) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('a preloaded page renders at once, without a fallback, and loads its code once', async () => {
    const { load, settle } = deferredImport();
    const page = lazyPage(load);
    const preloaded = page.preload();
    expect(page.isLoaded()).toBe(false);
    await act(async () => {
      settle().resolve();
      await preloaded;
    });
    expect(page.isLoaded()).toBe(true);
    renderInSuspense(page.Component);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page not preloaded suspends on its first render, then shows', async () => {
    const { load, settle } = deferredImport();
    const page = lazyPage(load);
    renderInSuspense(page.Component);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => settle().resolve());
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload resolves quietly and a later visit loads again', async () => {
    const { load, settle } = deferredImport();
    const page = lazyPage(load);
    const preloaded = page.preload();
    settle().reject(new Error('chunk failed'));
    await expect(preloaded).resolves.toBeUndefined();
    expect(page.isLoaded()).toBe(false);
    const again = page.preload();
    settle().resolve();
    await again;
    expect(page.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("given the location it is about to show at, starts the page's first calls once its code is here", async () => {
    const prefetch = jest.fn();
    const page = lazyPage(() => Promise.resolve({ default: Page, prefetch }));
    await page.preload();
    expect(prefetch).not.toHaveBeenCalled();
    await page.preload({ pathname: '/search', search: '?keyword=steel' });
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ pathname: '/search', search: '?keyword=steel' });
  });

  it('a prefetch that throws leaves the preload resolved and the page loaded', async () => {
    const page = lazyPage(() =>
      Promise.resolve({
        default: Page,
        prefetch: () => {
          throw new Error('no storage');
        },
      }),
    );
    await expect(page.preload({ pathname: '/search', search: '' })).resolves.toBeUndefined();
    expect(page.isLoaded()).toBe(true);
  });
});
