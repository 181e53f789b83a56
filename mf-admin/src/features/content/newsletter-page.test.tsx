import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminContentRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { location, renderAt, resetSession, signInStaff } from '../../test-utils';
import { subscriber } from './content-fixtures';
import NewsletterPage from './newsletter-page';

const api = fakeApiForEachTest();

const show = (path = '/admin/content/newsletter') => renderAt(path, '/admin/content/newsletter', <NewsletterPage />);
const table = () => screen.findByRole('table', { name: 'Email list sign-ups, newest first' });

describe('the email list', () => {
  afterEach(resetSession);

  it('lists sign-ups with whether Mailchimp took each, and searches by email into the address', async () => {
    signInStaff('catalog');
    api.on(adminContentRoutes.listSubscribers, (input) => ({
      is_success: true,
      total: input.q ? 1 : 2,
      mailchimp: true,
      rows: [
        subscriber('taken@shop.example', {
          firstName: 'Ann',
          lastName: 'Lee',
          forwardedAt: '2026-03-01T10:01:00.000Z',
        }),
        ...(input.q ? [] : [subscriber('refused@shop.example', { forwardFailure: 'Mailchimp answered 503' })]),
      ],
    }));
    show();
    const list = await table();
    const rows = within(list).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('taken@shop.example');
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('Ann Lee');
    expect(within(rows[0]!).getAllByRole('cell')[3]).toHaveTextContent(/^YesMar 1, 2026/);
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('NoMailchimp answered 503');
    expect(screen.queryByText(/No Mailchimp key/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Email' }), 'taken');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(location()).toBe('/admin/content/newsletter?q=taken'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(api.calls(adminContentRoutes.listSubscribers).at(-1)).toEqual({ page: 1, pageSize: 25, q: 'taken' });
  });

  it('says sign-ups are kept here only when no Mailchimp list is configured, and exports the search as CSV', async () => {
    signInStaff('admin');
    api.on(adminContentRoutes.listSubscribers, {
      is_success: true,
      total: 1,
      mailchimp: false,
      rows: [subscriber('one@shop.example')],
    });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:list'), revokeObjectURL: jest.fn() });
    api.on(adminContentRoutes.exportSubscribers, 'email,first_name\r\none@shop.example,\r\n');
    try {
      show('/admin/content/newsletter?q=shop');
      await table();
      expect(
        screen.getByText('No Mailchimp key and list are configured: sign-ups are kept here only.'),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['email-list.csv']));
      expect(api.calls(adminContentRoutes.exportSubscribers)).toEqual([{ q: 'shop' }]);
    } finally {
      click.mockRestore();
    }
  });
});
