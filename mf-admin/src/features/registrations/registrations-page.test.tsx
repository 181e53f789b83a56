import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RegistrationRow } from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { addressQuery, renderAt, resetSession, signInStaff } from '../../test-utils';
import RegistrationsPage from './registrations-page';
import { registration } from './test-fixtures';

const api = fakeApiForEachTest();

const SAKURA = registration(11, {
  company: 'Sakura Trading',
  firstName: 'Kenji',
  lastName: 'Mori',
  email: 'kenji@sakura.test',
  sellerPermitNo: 'SP-778',
  taxExempt: true,
  remark: 'Three kitchen stores.\nOpen on Sundays.',
  registeredAt: '2026-01-03T10:00:00.000Z',
});
const BAKER = registration(12, {
  company: 'Baker Supply',
  firstName: 'Bea',
  lastName: 'Baker',
  email: 'bea@baker.test',
  registeredAt: '2026-01-04T10:00:00.000Z',
});

const show = (path = '/admin/registrations') => renderAt(path, '/admin/registrations', <RegistrationsPage />);
const companies = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const rowOf = (company: string) =>
  screen
    .getAllByRole('rowheader')
    .find((cell) => cell.textContent?.startsWith(company))
    ?.closest('tr') as HTMLElement;
const formIn = (row: HTMLElement, name: string) => within(row).getByRole('form', { name });

describe('the registrations page', () => {
  let queue: RegistrationRow[];
  beforeEach(() => {
    queue = [SAKURA, BAKER];
    api.on(adminCustomerRoutes.listRegistrations, () => ({ is_success: true, registrations: queue }));
  });
  afterEach(resetSession);

  it('lists the queue oldest first in a table, each with every field the applicant gave', async () => {
    signInStaff('rep');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Registrations' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Registrations waiting for a decision' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼]/, '')),
    ).toEqual(['Company', 'Contact', 'Registered', 'Decision']);
    expect(screen.getByRole('columnheader', { name: /^Registered/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(companies()).toEqual(['Sakura TradingRetail store', 'Baker SupplyRetail store']);
    expect(within(rowOf('Sakura Trading')).getByRole('link', { name: 'Sakura Trading' })).toHaveAttribute(
      'href',
      '/admin/registrations/11',
    );
    const row = rowOf('Sakura Trading');
    expect(row).toHaveTextContent('Kenji Mori');
    expect(row).toHaveTextContent('kenji@sakura.test');

    // The disclosure holds every field, by the words the back office uses for them.
    const details = within(row).getByText('Every field').closest('details') as HTMLElement;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(within(row).getByText('Every field'));
    expect(details).toHaveAttribute('open');
    const value = (term: string) => within(details).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Company')).toBe('Sakura Trading');
    expect(value('First name')).toBe('Kenji');
    expect(value('Last name')).toBe('Mori');
    expect(value('Email')).toBe('kenji@sakura.test');
    expect(value('Telephone')).toBe('310-555-0100');
    expect(value('Mobile phone')).toBe('310-555-0101');
    expect(value('Fax')).toBe('310-555-0102');
    expect(value('Address')).toBe('1 Test Way\nTorrance, CA 90501\nUnited States');
    expect(value('EIN')).toBe('12-3456789');
    expect(value('Business type')).toBe('Retail store');
    expect(value('Business licence no.')).toBe('BL-1');
    expect(value("Seller's permit no.")).toBe('SP-778');
    expect(value('Remark')).toBe('Three kitchen stores.\nOpen on Sundays.');
    expect(value('Registered')).toMatch(/^Jan 3, 2026/);
    expect(within(rowOf('Baker Supply')).getByText('Remark', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '—',
    );
  });

  it('sorts by a header through the address, newest first on a second press', async () => {
    signInStaff('admin');
    show();
    await screen.findByRole('table', { name: 'Registrations waiting for a decision' });
    await userEvent.click(screen.getByRole('button', { name: 'Registered' }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'registered', direction: 'desc' });
    expect(companies()[0]).toMatch(/^Baker Supply/);
    await userEvent.click(screen.getByRole('button', { name: 'Company' }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'company', direction: 'asc' });
    expect(companies()[0]).toMatch(/^Baker Supply/);
  });

  it("pre-checks tax-exempt only where a seller's permit is on file, and asks for a price level", async () => {
    signInStaff('rep');
    show();
    await screen.findByRole('table', { name: 'Registrations waiting for a decision' });
    const sakura = formIn(rowOf('Sakura Trading'), 'Approve Sakura Trading');
    const baker = formIn(rowOf('Baker Supply'), 'Approve Baker Supply');
    expect(within(sakura).getByRole('checkbox', { name: 'Tax-exempt' })).toBeChecked();
    expect(within(sakura).getByRole('checkbox', { name: 'Tax-exempt' })).toHaveAccessibleDescription(
      "A seller's permit is on file.",
    );
    expect(within(baker).getByRole('checkbox', { name: 'Tax-exempt' })).not.toBeChecked();

    await userEvent.click(within(baker).getByRole('button', { name: 'Approve Baker Supply' }));
    const level = within(baker).getByRole('combobox', { name: /^Price level/ });
    expect(level).toHaveAccessibleDescription('Price level is required');
    expect(level).toHaveFocus();
    expect(api.calls(adminCustomerRoutes.approveRegistration)).toEqual([]);
  });

  it('approves at the chosen level: the row leaves the queue and a notice says what happened', async () => {
    signInStaff('rep');
    api.on(adminCustomerRoutes.approveRegistration, (input) => {
      queue = queue.filter((row) => row.id !== input.id);
      const decided = { ...SAKURA, status: 'approved' as const, priceLevel: input.priceLevel, taxExempt: false };
      return { is_success: true, registration: decided, mailSent: true };
    });
    show();
    await screen.findByRole('table', { name: 'Registrations waiting for a decision' });
    const form = formIn(rowOf('Sakura Trading'), 'Approve Sakura Trading');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Price level/ }), 'Level 2');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Tax-exempt' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Approve Sakura Trading' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'Sakura Trading is approved at price level 2, not tax-exempt. The applicant was emailed.',
    );
    expect(api.calls(adminCustomerRoutes.approveRegistration)).toEqual([{ id: 11, priceLevel: 2, taxExempt: false }]);
    await waitFor(() => expect(companies()).toEqual(['Baker SupplyRetail store']));
    expect(notice.parentElement).toHaveFocus();
  });

  it('rejects with a reason, which it asks for first', async () => {
    signInStaff('admin');
    api.on(adminCustomerRoutes.rejectRegistration, (input) => {
      queue = queue.filter((row) => row.id !== input.id);
      const decided = { ...BAKER, status: 'rejected' as const, rejectReason: input.reason };
      return { is_success: true, registration: decided, mailSent: false };
    });
    show();
    await screen.findByRole('table', { name: 'Registrations waiting for a decision' });
    const form = formIn(rowOf('Baker Supply'), 'Reject Baker Supply');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject Baker Supply' }));
    const reason = within(form).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAccessibleDescription("The applicant's email carries it. Reason is required");
    expect(reason).toHaveFocus();
    expect(api.calls(adminCustomerRoutes.rejectRegistration)).toEqual([]);

    await userEvent.type(reason, 'We could not verify the licence.');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject Baker Supply' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Baker Supply is rejected. The email to the applicant could not be sent: please let them know.',
    );
    expect(api.calls(adminCustomerRoutes.rejectRegistration)).toEqual([
      { id: 12, reason: 'We could not verify the licence.' },
    ]);
    await waitFor(() => expect(companies()).toEqual(['Sakura TradingRetail store']));
  });

  it("shows the server's words for a registration decided meanwhile (409), and it leaves the queue", async () => {
    signInStaff('rep');
    const message = 'This registration is no longer pending: it was approved already.';
    api.on(adminCustomerRoutes.approveRegistration, () => {
      queue = [BAKER];
      return refusal(409, { message, code: 'REGISTRATION_DECIDED' });
    });
    show();
    await screen.findByRole('table', { name: 'Registrations waiting for a decision' });
    const form = formIn(rowOf('Sakura Trading'), 'Approve Sakura Trading');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Price level/ }), 'Level 3');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve Sakura Trading' }));
    await waitFor(() => expect(companies()).toEqual(['Baker SupplyRetail store']));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says so when nothing waits', async () => {
    signInStaff('rep');
    queue = [];
    show();
    expect(await screen.findByRole('cell', { name: 'No registrations are waiting for a decision.' })).toBeVisible();
  });

  it('tells a catalogue member its role does not allow the page, and asks nothing', () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Registrations' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls(adminCustomerRoutes.listRegistrations)).toEqual([]);
  });
});
