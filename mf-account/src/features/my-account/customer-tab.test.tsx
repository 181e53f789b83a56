import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerRoutes, eventBus, userStore } from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer, refusal } from '@storefront/shared-kernel/testing';
import { REMEMBERED_EMAIL_KEY } from '../../lib/remembered-email';
import { field, findField, renderAt, resetSession, signInBuyer } from '../../test-utils';
import MyAccountPage from './my-account-page';

const api = fakeApiForEachTest();

const PROFILE = {
  idCustomer: 1001,
  firstname: 'Dana',
  lastname: 'Reyes',
  companyNm: 'Reyes Home & Kitchen Supply',
  email: 'buyer@demo.storefront',
  tel: '310-555-0142',
  fax: '',
  cellPhone: '310-555-0199',
  zipcode: '90248',
  priceLev: 2,
  SPermit: '',
};

const show = () => renderAt('/myaccount/customer', '/myaccount/:page', <MyAccountPage />);
const profileAnswer = { is_success: true as const, data: PROFILE };
/** The save answers with what it was sent, as the server does. */
const saved = (message?: string) =>
  api.on(customerRoutes.setCustomer, ({ customerInfo }) => ({
    is_success: true,
    ...(message === undefined ? {} : { message }),
    data: { ...PROFILE, ...customerInfo },
  }));

describe('Customer Info tab', () => {
  beforeEach(signInBuyer);
  afterEach(resetSession);

  it('loads the profile into the form, User ID read only', async () => {
    api.on(customerRoutes.getProfile, profileAnswer);
    show();
    expect(await screen.findByLabelText('User ID')).toHaveValue('1001');
    expect(screen.getByLabelText('User ID')).toHaveAttribute('readonly');
    expect(api.calls(customerRoutes.getProfile)).toEqual([{ idCustomer: 1001 }]);
    expect(field('Business Name')).toHaveValue('Reyes Home & Kitchen Supply');
    expect(field('First name')).toHaveValue('Dana');
    expect(field('Last name')).toHaveValue('Reyes');
    expect(field('Email')).toHaveValue('buyer@demo.storefront');
    expect(screen.getByLabelText('Telephone')).toHaveValue('310-555-0142');
    expect(screen.getByLabelText('Fax')).toHaveValue('');
    expect(screen.getByLabelText('Mobile Phone')).toHaveValue('310-555-0199');
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeInTheDocument();
  });

  it('SAVE sends the edited info, updates the shared user and says so', async () => {
    api.on(customerRoutes.getProfile, profileAnswer);
    saved('Customer info saved');
    show();
    const company = await findField('Business Name');
    await userEvent.clear(company);
    await userEvent.type(company, 'Reyes Kitchen Co');
    await userEvent.type(screen.getByLabelText('Fax'), '310-555-0111');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Customer info saved');
    expect(api.calls(customerRoutes.setCustomer)).toEqual([
      {
        idCustomer: 1001,
        customerInfo: {
          companyNm: 'Reyes Kitchen Co',
          firstname: 'Dana',
          lastname: 'Reyes',
          email: 'buyer@demo.storefront',
          tel: '310-555-0142',
          fax: '310-555-0111',
          cellPhone: '310-555-0199',
        },
      },
    ]);
    expect(userStore.get()).toMatchObject({ companyNm: 'Reyes Kitchen Co', fax: '310-555-0111' });
    // The profile shown was the one before the save: it is asked again, and what was typed stays.
    await waitFor(() => expect(api.calls(customerRoutes.getProfile)).toHaveLength(2));
    expect(field('Business Name')).toHaveValue('Reyes Kitchen Co');
  });

  it.each([
    ['BUYER@demo.storefront', 'dana@reyes.example'],
    [null, null],
    ['someone.else@demo.storefront', 'someone.else@demo.storefront'],
  ])('a new email replaces the one Remember me kept for sign-in, if it was the old one (%s)', async (kept, after) => {
    if (kept) localStorage.setItem(REMEMBERED_EMAIL_KEY, kept);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
    api.on(customerRoutes.getProfile, profileAnswer);
    saved();
    show();
    const email = await findField('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'dana@reyes.example');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Customer info saved');
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe(after);
  });

  it('shows the server message when the save is refused', async () => {
    api.on(customerRoutes.getProfile, profileAnswer);
    api.refuse(customerRoutes.setCustomer, 409, {
      message: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
    });
    show();
    await findField('Email');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(userStore.get().companyNm).toBe('Reyes Home & Kitchen Supply');
    // The email taken is the field to change: marked, and focused.
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
  });

  it('marks each field the server refuses, focuses the first, and an edited field drops its own message', async () => {
    api.on(customerRoutes.getProfile, profileAnswer);
    // The server's own refusal of what the form sends (the contract's words for each field).
    api.refuse(customerRoutes.setCustomer, 400);
    show();
    await userEvent.clear(await findField('First name'));
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));

    // The alert stays; each field carries its own message as well.
    expect(await screen.findByRole('alert')).toHaveTextContent('First name is required');
    const firstname = field('First name');
    const email = field('Email');
    expect(firstname).toHaveAttribute('aria-invalid', 'true');
    expect(firstname).toHaveAccessibleDescription('First name is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(field('Last name')).not.toHaveAttribute('aria-invalid');
    expect(firstname).toHaveFocus();

    await userEvent.type(firstname, 'D');
    expect(firstname).not.toHaveAttribute('aria-invalid');
    expect(firstname).not.toHaveAccessibleDescription();
    expect(firstname).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the profile cannot be loaded', async () => {
    api.unreachable(customerRoutes.getProfile);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load customer info');
  });

  it('offers Retry when the profile cannot be loaded, keeping focus on its place while it loads', async () => {
    let tries = 0;
    api.on(customerRoutes.getProfile, () => ((tries += 1) === 1 ? refusal(500, { message: '' }) : profileAnswer));
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load customer info');
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await findField('Business Name')).toHaveValue('Reyes Home & Kitchen Supply');
    expect(api.calls(customerRoutes.getProfile)).toHaveLength(2);
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByRole('form', { name: 'Customer info' }));
  });

  it('loads the profile by itself once the API is back', async () => {
    let isDown = true;
    api.on(customerRoutes.getProfile, () => (isDown ? noAnswer() : profileAnswer));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load customer info');
    isDown = false;
    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findByLabelText('User ID')).toHaveValue('1001');
    expect(screen.queryByText('Failed to load customer info')).not.toBeInTheDocument();
    // Once loaded, the API coming back again asks nothing more.
    act(() => eventBus.publish('api/recovered', {}));
    await waitFor(() => expect(api.calls(customerRoutes.getProfile)).toHaveLength(2));
  });
});
