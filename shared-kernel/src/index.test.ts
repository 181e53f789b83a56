import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// What the domain entry must load without; a test refuses them with doMock.
const NOT_IN_DOMAIN = ['react', 'react-dom', 'rxjs', 'zod', './api-client/http-client'];

describe('the kernel entry points', () => {
  afterEach(() => {
    // A test's doMock outlives resetModules: each is undone, so no test sees another's refusals.
    for (const name of NOT_IN_DOMAIN) jest.dontMock(name);
    jest.resetModules();
  });

  it('keeps KERNEL_VERSION equal to the package version', () => {
    const { KERNEL_VERSION } = jest.requireActual<typeof import('./version')>('./version');
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
    expect(KERNEL_VERSION).toBe(pkg.version);
  });

  it('loads the root index without zod (contracts are types only there)', () => {
    jest.doMock('zod', () => {
      throw new Error('zod was loaded by the browser entry');
    });
    let root: Record<string, unknown> = {};
    jest.isolateModules(() => {
      root = jest.requireActual<Record<string, unknown>>('./index');
    });
    for (const name of [
      'eventBus',
      'useEvent',
      'createStore',
      'useStore',
      'userStore',
      'setUserInfo',
      'resetUserInfo',
      'addRecentItem',
      'USER_STORAGE_KEY',
      'cartStore',
      'setCartLines',
      'systemStore',
      'apiClient',
      'configureApiClient',
      'TOKEN_STORAGE_KEY',
      'API_TIMEOUT_MS',
      'toSlug',
      'formatMoney',
      'isTokenExpired',
      'Button',
      'Dialog',
      'notify',
      'ToastViewport',
      'QuantityStepper',
      'PriceTag',
      'Pagination',
      'Spinner',
      'KERNEL_VERSION',
    ]) {
      expect(root).toHaveProperty(name);
    }
    expect(root).not.toHaveProperty('apiErrorSchema');
  });

  it('keeps domain pure: it loads without React, RxJS, zod or the API client', () => {
    for (const name of NOT_IN_DOMAIN) {
      jest.doMock(name, () => {
        throw new Error(`${name} was loaded by the domain entry`);
      });
    }
    let domain: Record<string, unknown> = {};
    jest.isolateModules(() => {
      domain = jest.requireActual<Record<string, unknown>>('./domain');
    });
    expect(domain).toHaveProperty('toSlug');
    expect(domain).toHaveProperty('formatMoney');
  });

  it("leaves the address lists to their own entry, out of every page's first load", () => {
    expect(jest.requireActual<Record<string, unknown>>('./index')).not.toHaveProperty('COUNTRIES');
    const places = jest.requireActual<Record<string, unknown>>('./places');
    expect(places).toHaveProperty('COUNTRIES');
    expect(places).toHaveProperty('US_STATES');
    expect(places).toHaveProperty('usStateCode');
  });
});
