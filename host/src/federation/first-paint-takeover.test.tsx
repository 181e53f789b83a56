import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  FIRST_PAINT_ANSWERS_ID,
  apiKey,
  apiKeyText,
  resetUserInfo,
  systemRoutes,
  type RemoteModule,
} from '@storefront/shared-kernel';
import { FIRST_PAINT_GATE_ATTRIBUTE } from '@storefront/shared-kernel/contracts';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { App } from '../app';
import { DrawnPage } from '../server/first-paint';
import { startTakeover } from './first-paint-takeover';
import { loadRemoteModule, peekLoadedRemote, type LoadedRemote } from './remote-loader';

// The browser's first render over a page the server drew: it takes the drawn markup over (hydrates it)
// rather than drawing it again, and the page's controls work once its own part is live.
jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn(), peekLoadedRemote: jest.fn() }));

/** Home, with an id of its own (the label must still name the field after the takeover) and a control. */
function HomePage() {
  const id = useId();
  const [count, setCount] = useState(0);
  return (
    <section data-testid="home">
      <label htmlFor={id}>Quantity</label>
      <input id={id} defaultValue="1" />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {`Added ${count}`}
      </button>
    </section>
  );
}

const catalog: LoadedRemote = {
  remote: {
    name: 'catalog',
    packageName: '@storefront/mf-catalog',
    version: '1.0.0',
    kernelRange: '^0.4.0',
    routes: [{ path: '/', Component: HomePage }],
  } as RemoteModule,
  version: '1.0.0-a',
};

const menuAnswer = { is_success: true as const, menuList: [] };
const promoAnswer = {
  is_success: true as const,
  promoStrip: { visitor: 'Wholesale only: sign in.', buyer: 'Wholesale only.' },
};
const api = fakeApiForEachTest();

let root: Root | undefined;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
  api.on(systemRoutes.getMenu, menuAnswer).on(systemRoutes.getPromoStrip, promoAnswer);
  jest.mocked(peekLoadedRemote).mockReturnValue(catalog);
  jest.mocked(loadRemoteModule).mockResolvedValue(catalog);
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  consoleError.mockRestore();
});

/** The page as the server sends it: the drawn markup in #root, gated, and the answers it was drawn from. */
function serveDrawnHome(): HTMLElement {
  const answers = {
    [apiKeyText(apiKey(systemRoutes.getMenu, {}))]: menuAnswer,
    [apiKeyText(apiKey(systemRoutes.getPromoStrip, {}))]: promoAnswer,
  };
  // As on the server, where every render is a drawn page's; the boot's, as it renders over one.
  startTakeover();
  document.body.innerHTML = `<script type="application/json" id="${FIRST_PAINT_ANSWERS_ID}">${JSON.stringify(answers)}</script>`;
  const html = renderToString(
    <DrawnPage
      url="/"
      drawing={{ name: 'catalog', version: '1.0.0-a', module: { remote: catalog.remote, paintsPath: () => true } }}
    />,
  );
  document.body.insertAdjacentHTML('afterbegin', `<div id="root" ${FIRST_PAINT_GATE_ATTRIBUTE}>${html}</div>`);
  return document.getElementById('root')!;
}

describe('the takeover of a drawn page', () => {
  it('keeps every drawn node, then lifts the gate and says the page is ready', async () => {
    const container = serveDrawnHome();
    const drawn = { main: container.querySelector('main'), field: screen.getByLabelText('Quantity') };
    const area = container.querySelector('[data-boundary="catalog"]')!;
    expect(area.getAttribute('data-remote-status')).toBe('first-paint');
    const recoverable: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });

    await waitFor(() => expect(area.getAttribute('data-remote-status')).toBe('ready'));
    expect(recoverable).toEqual([]);
    // React's development build says so for any attribute or text that differs: none did.
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('main')).toBe(drawn.main);
    expect(screen.getByLabelText('Quantity')).toBe(drawn.field);
    expect(container.hasAttribute(FIRST_PAINT_GATE_ATTRIBUTE)).toBe(false);
    expect(container.hasAttribute('aria-disabled')).toBe(false);
    // The drawn button is live: its handler is React's now.
    await userEvent.click(screen.getByRole('button', { name: 'Added 0' }));
    expect(screen.getByRole('button', { name: 'Added 1' })).toBeInTheDocument();
  });
});
