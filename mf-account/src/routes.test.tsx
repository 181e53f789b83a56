import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import {
  type BundleInfo,
  customerRoutes,
  orderRoutes,
  type RemoteModule,
  systemRoutes,
} from '@storefront/shared-kernel';
import { serviceDeskRoutes } from '@storefront/shared-kernel/service-desk';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { resetSession, signInBuyer } from './test-utils';

const api = fakeApiForEachTest();
/** An answer that never comes: here only the page headings matter. */
const neverAnswered = () => new Promise<never>(() => undefined);

const BUNDLE_INFO: BundleInfo = { packageName: '@storefront/mf-account', version: '0.1.0', kernelRange: '^0.1.0' };
// Stamped in by the bundler in a real build; routes.tsx reads it when it is first imported.
Object.assign(globalThis, { __BUNDLE_INFO__: BUNDLE_INFO });

const loadRoutes = async (): Promise<RemoteModule> => (await import('./routes')).default;

function RemoteRoutes({ remote }: { remote: RemoteModule }) {
  return useRoutes(remote.routes.map(({ path, Component }) => ({ path, element: <Component /> })));
}

describe('account routes module', () => {
  beforeEach(() => {
    signInBuyer();
    // Pages start their calls on mount.
    for (const route of [
      orderRoutes.getOrders,
      orderRoutes.getOrderDetail,
      customerRoutes.getProfile,
      systemRoutes.getCms,
      serviceDeskRoutes.getServiceCases,
      serviceDeskRoutes.getServiceCase,
    ])
      api.on(route, neverAnswered);
  });
  afterEach(resetSession);

  it('names itself account, carries its bundle info and lists the account and information paths', async () => {
    const remote = await loadRoutes();
    expect(remote).toMatchObject({ name: 'account', ...BUNDLE_INFO });
    expect(remote.routes.map((route) => route.path)).toEqual([
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/myaccount',
      '/myaccount/:page',
      '/myaccount/messages/:caseNo',
      '/myaccount/*',
      '/order/:orderNo',
      '/contactus',
      '/aboutus',
      '/accessibility',
      '/faq',
      '/terms',
      '/privacy-policy',
      '/shipping-policy',
    ]);
  });

  it.each([
    ['/login', 'Sign In or Register'],
    ['/register', 'Sign Up'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password?token=abc', 'Reset Password'],
    ['/myaccount', 'Search Web Orders'],
    ['/myaccount/customer', 'Customer Info'],
    ['/myaccount/messages', 'Messages'],
    ['/myaccount/messages/100001', 'Case #100001'],
    ['/order/500001', 'Order #500001'],
    ['/contactus', 'Contact Us'],
    ['/aboutus', 'About Us'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('renders %s', async (path, heading) => {
    const remote = await loadRoutes();
    render(
      <MemoryRouter initialEntries={[path]}>
        <RemoteRoutes remote={remote} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
