import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RegistrationRow } from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { renderAt, resetSession, signInStaff } from '../../test-utils';
import RegistrationPage from './registration-page';
import { registration } from './test-fixtures';

const api = fakeApiForEachTest();

const show = (path = '/admin/registrations/21') => renderAt(path, '/admin/registrations/:id', <RegistrationPage />);

describe('one registration', () => {
  let current: RegistrationRow;
  beforeEach(() => {
    current = registration(21, { company: 'Harbor Goods', sellerPermitNo: 'SP-9', taxExempt: true });
    api.on(adminCustomerRoutes.registrationDetail, () => ({ is_success: true, registration: current }));
  });
  afterEach(resetSession);

  it('shows every field under the company, and approves it: the page then says what became of it', async () => {
    signInStaff('rep');
    api.on(adminCustomerRoutes.approveRegistration, (input) => {
      current = {
        ...current,
        status: 'approved',
        priceLevel: input.priceLevel,
        taxExempt: input.taxExempt ?? true,
        decidedAt: '2026-01-06T10:00:00.000Z',
      };
      return { is_success: true, registration: current, mailSent: true };
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Goods' })).toBeInTheDocument();
    expect(api.calls(adminCustomerRoutes.registrationDetail)).toEqual([{ id: 21 }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Registration (Pending)' })).toBeInTheDocument();
    expect(screen.getByText("Seller's permit no.").nextElementSibling).toHaveTextContent('SP-9');

    const form = screen.getByRole('form', { name: 'Approve' });
    expect(within(form).getByRole('checkbox', { name: 'Tax-exempt' })).toBeChecked();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Price level/ }), 'Level 4');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Harbor Goods is approved at price level 4, tax-exempt. The applicant was emailed.',
    );
    expect(api.calls(adminCustomerRoutes.approveRegistration)).toEqual([{ id: 21, priceLevel: 4, taxExempt: true }]);
    // Read again: decided, so no forms, and a way to the customer.
    expect(await screen.findByRole('heading', { level: 2, name: 'Registration (Approved)' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Approved on .*: price level 4, tax-exempt: Yes\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the customer' })).toHaveAttribute('href', '/admin/customers/21');
  });

  it('shows a rejected one with its reason and no forms', async () => {
    signInStaff('admin');
    current = { ...current, status: 'rejected', rejectReason: 'Out of our area.', decidedAt: '2026-01-06T10:00:00Z' };
    show();
    expect(await screen.findByText(/^Rejected on .*\. Reason: Out of our area\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of one that does not exist, and asks nothing for an id that cannot be one", async () => {
    signInStaff('rep');
    api.refuse(adminCustomerRoutes.registrationDetail, 404, { message: 'No such registration.' });
    const { unmount } = show('/admin/registrations/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('No such registration.');
    unmount();
    show('/admin/registrations/abc');
    expect(screen.getByRole('alert')).toHaveTextContent('No such registration.');
    expect(api.calls(adminCustomerRoutes.registrationDetail)).toEqual([{ id: 999 }]);
  });

  it('tells a catalogue member its role does not allow the page, and asks nothing', () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(api.calls(adminCustomerRoutes.registrationDetail)).toEqual([]);
  });
});
