import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CustomerDetail } from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { field, renderAt, resetSession, signInStaff } from '../../test-utils';
import CustomerPage from './customer-page';
import { customerAnswer, customerDetail } from './test-fixtures';

const api = fakeApiForEachTest();

const show = (path = '/admin/customers/7') => renderAt(path, '/admin/customers/:id', <CustomerPage />);
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const termsForm = () => screen.getByRole('form', { name: 'Terms' });

describe("a customer's page", () => {
  let customer: CustomerDetail;
  beforeEach(() => {
    customer = customerDetail(7);
    api.on(adminCustomerRoutes.customerDetail, () => customerAnswer(customer));
  });
  afterEach(resetSession);

  it('shows the profile, terms, what is unpaid, addresses, cards (brand and last four) and orders', async () => {
    signInStaff('rep');
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sakura Trading' })).toBeInTheDocument();
    expect(api.calls(adminCustomerRoutes.customerDetail)).toEqual([{ id: 7 }]);
    expect(fact('Status')).toBe('Approved');
    expect(fact('Price level')).toBe('2');
    expect(fact('Tax-exempt')).toBe('Yes');
    expect(fact('Credit limit')).toBe('None');
    expect(fact('Unpaid on terms')).toBe('$1,250.50');
    expect(fact('EIN')).toBe('12-3456789');
    expect(fact("Seller's permit no.")).toBe('SP-778');
    expect(fact('Fax')).toBe('—');

    const addresses = screen.getByRole('table', { name: 'Addresses' });
    expect(within(addresses).getByRole('rowheader')).toHaveTextContent('Shipping and billing (default)');
    expect(addresses).toHaveTextContent('1 Test Way, Suite 4, Torrance, CA 90501, United States');
    const cards = screen.getByRole('region', { name: 'Saved cards' });
    expect(within(cards).getByRole('listitem')).toHaveTextContent('Visa ending in 4242');

    const orders = screen.getByRole('table', { name: 'Orders (the latest 2 of 3)' });
    expect(within(orders).getByRole('link', { name: '500123' })).toHaveAttribute('href', '/admin/orders/500123');
    const first = within(orders).getByRole('link', { name: '500123' }).closest('tr') as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringMatching(/^Jan 10, 2026/), 'PO-77', 'OPEN', 'UNPAID', '$1,250.50']);
  });

  it('saves the terms, says so, and reads the customer again', async () => {
    signInStaff('rep');
    api.on(adminCustomerRoutes.setCustomerTerms, (input) => {
      customer = {
        ...customer,
        priceLevel: input.priceLevel ?? customer.priceLevel,
        taxExempt: input.taxExempt ?? customer.taxExempt,
        creditLimit: input.creditLimit === undefined ? customer.creditLimit : input.creditLimit,
      };
      return { is_success: true, customer };
    });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Sakura Trading' });
    expect(within(termsForm()).getByRole('combobox', { name: /^Price level/ })).toHaveValue('2');
    expect(within(termsForm()).getByRole('checkbox', { name: 'Tax-exempt' })).toBeChecked();
    await userEvent.selectOptions(within(termsForm()).getByRole('combobox', { name: /^Price level/ }), 'Level 3');
    await userEvent.click(within(termsForm()).getByRole('checkbox', { name: 'Tax-exempt' }));
    await userEvent.type(field('Credit limit'), '$5,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save terms' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The terms of Sakura Trading are saved: price level 3, not tax-exempt, credit limit $5,000.00.',
    );
    expect(api.calls(adminCustomerRoutes.setCustomerTerms)).toEqual([
      { id: 7, priceLevel: 3, taxExempt: false, creditLimit: 5000 },
    ]);
    await waitFor(() => expect(fact('Credit limit')).toBe('$5,000.00'));
    expect(fact('Price level')).toBe('3');
    expect(fact('Tax-exempt')).toBe('No');
    expect(api.calls(adminCustomerRoutes.customerDetail)).toHaveLength(2);
    expect(field('Credit limit')).toHaveValue('5000.00');
  });

  it("marks the field the server refuses, in the server's words, and focuses it", async () => {
    signInStaff('rep');
    customer = customerDetail(7, { creditLimit: 100 });
    api.refuse(adminCustomerRoutes.setCustomerTerms, 400);
    show();
    await screen.findByRole('heading', { level: 1, name: 'Sakura Trading' });
    expect(field('Credit limit')).toHaveValue('100.00');
    await userEvent.clear(field('Credit limit'));
    await userEvent.type(field('Credit limit'), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    await waitFor(() =>
      expect(field('Credit limit')).toHaveAccessibleDescription(/Credit limit has at most 2 decimals/),
    );
    expect(field('Credit limit')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Credit limit')).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Emptied: no limit, sent as null.
    api.on(adminCustomerRoutes.setCustomerTerms, (input) => ({
      is_success: true,
      customer: { ...customer, creditLimit: input.creditLimit ?? null },
    }));
    await userEvent.clear(field('Credit limit'));
    expect(field('Credit limit')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByRole('status')).toHaveTextContent('credit limit None.');
    expect(api.calls(adminCustomerRoutes.setCustomerTerms).at(-1)).toEqual({
      id: 7,
      priceLevel: 2,
      taxExempt: true,
      creditLimit: null,
    });
  });

  it('deactivates after a confirmation, and reactivates', async () => {
    signInStaff('admin');
    const setStatus = (status: 'approved' | 'inactive') => () => {
      customer = { ...customer, status };
      return { is_success: true as const, customer };
    };
    api.on(adminCustomerRoutes.deactivateCustomer, setStatus('inactive'));
    api.on(adminCustomerRoutes.reactivateCustomer, setStatus('approved'));
    show();
    await screen.findByRole('heading', { level: 1, name: 'Sakura Trading' });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Sakura Trading?' });
    expect(dialog).toHaveTextContent(
      'Sakura Trading will be signed out everywhere and cannot sign in until reactivated.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(adminCustomerRoutes.deactivateCustomer)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sakura Trading is deactivated: its sessions have ended and it cannot sign in until reactivated.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(adminCustomerRoutes.deactivateCustomer)).toEqual([{ id: 7 }]);
    await waitFor(() => expect(fact('Status')).toBe('Inactive'));

    await userEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Sakura Trading is reactivated: it can sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(fact('Status')).toBe('Approved'));
  });

  it("keeps the dialog open with the server's refusal of a deactivation", async () => {
    signInStaff('rep');
    api.on(adminCustomerRoutes.deactivateCustomer, () =>
      refusal(409, { message: 'This account is pending: only an approved account can be deactivated.' }),
    );
    show();
    await screen.findByRole('heading', { level: 1, name: 'Sakura Trading' });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account is pending: only an approved account can be deactivated.',
    );
    expect(within(dialog).getByRole('alert')).toHaveFocus();
  });

  it('sends a password reset link and says where it went, or why it did not', async () => {
    signInStaff('rep');
    api.on(adminCustomerRoutes.sendCustomerPasswordReset, {
      is_success: true,
      message: 'A password-reset link was emailed to kenji@sakura.test.',
    });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Sakura Trading' });
    await userEvent.click(screen.getByRole('button', { name: 'Send password reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A password-reset link was emailed to kenji@sakura.test.',
    );
    expect(api.calls(adminCustomerRoutes.sendCustomerPasswordReset)).toEqual([{ id: 7 }]);

    api.refuse(adminCustomerRoutes.sendCustomerPasswordReset, 502, {
      message: 'The reset link could not be emailed. Please try again.',
      code: 'MAIL_FAILED',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send password reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reset link could not be emailed. Please try again.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a pending one its registration, and no deactivation', async () => {
    signInStaff('rep');
    customer = customerDetail(7, { status: 'pending', decidedAt: null });
    show();
    expect(await screen.findByRole('link', { name: 'Decide on this registration' })).toHaveAttribute(
      'href',
      '/admin/registrations/7',
    );
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of one that does not exist", async () => {
    signInStaff('rep');
    api.refuse(adminCustomerRoutes.customerDetail, 404, { message: 'No such customer.' });
    show('/admin/customers/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('No such customer.');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer' })).toBeInTheDocument();
  });

  it('tells a catalogue member its role does not allow the page, and asks nothing', () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(api.calls(adminCustomerRoutes.customerDetail)).toEqual([]);
  });
});
