import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, eventBus, userStore } from '@storefront/shared-kernel';
import { REMEMBERED_EMAIL_KEY } from '../../lib/remembered-email';
import { invalid, noAnswer, ok, refused, renderAt, resetSession, signInBuyer } from '../../test-utils';
import MyAccountPage from './my-account-page';

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

describe('Customer Info tab', () => {
  beforeEach(signInBuyer);
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('loads the profile into the form, User ID read only', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, data: PROFILE }));
    show();
    expect(await screen.findByLabelText('User ID')).toHaveValue('1001');
    expect(screen.getByLabelText('User ID')).toHaveAttribute('readonly');
    expect(get).toHaveBeenCalledWith('/customer/profile', expect.objectContaining({ params: { idCustomer: 1001 } }));
    expect(screen.getByLabelText('Business Name')).toHaveValue('Reyes Home & Kitchen Supply');
    expect(screen.getByLabelText('First name')).toHaveValue('Dana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Reyes');
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@demo.storefront');
    expect(screen.getByLabelText('Telephone')).toHaveValue('310-555-0142');
    expect(screen.getByLabelText('Fax')).toHaveValue('');
    expect(screen.getByLabelText('Mobile Phone')).toHaveValue('310-555-0199');
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeInTheDocument();
  });

  it('SAVE sends the edited info, updates the shared user and says so', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, data: PROFILE }));
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async (_url, body) =>
      ok({
        is_success: true,
        message: 'Customer info saved',
        data: { ...PROFILE, ...(body as { customerInfo: object }).customerInfo },
      }),
    );
    show();
    const company = await screen.findByLabelText('Business Name');
    await userEvent.clear(company);
    await userEvent.type(company, 'Reyes Kitchen Co');
    await userEvent.type(screen.getByLabelText('Fax'), '310-555-0111');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Customer info saved');
    expect(post).toHaveBeenCalledWith(
      '/customer/set',
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
      expect.anything(),
    );
    expect(userStore.get()).toMatchObject({ companyNm: 'Reyes Kitchen Co', fax: '310-555-0111' });
  });

  it.each([
    ['BUYER@demo.storefront', 'dana@reyes.example'],
    [null, null],
    ['someone.else@demo.storefront', 'someone.else@demo.storefront'],
  ])('a new email replaces the one Remember me kept for sign-in, if it was the old one (%s)', async (kept, after) => {
    if (kept) localStorage.setItem(REMEMBERED_EMAIL_KEY, kept);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, data: PROFILE }));
    jest
      .spyOn(apiClient, 'post')
      .mockImplementation(async (_url, body) =>
        ok({ is_success: true, data: { ...PROFILE, ...(body as { customerInfo: object }).customerInfo } }),
      );
    show();
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'dana@reyes.example');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Customer info saved');
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe(after);
  });

  it('shows the server message when the save is refused', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, data: PROFILE }));
    const taken = refused(409, 'An account with this email already exists.');
    taken.response.data.code = 'EMAIL_TAKEN';
    jest.spyOn(apiClient, 'post').mockRejectedValue(taken);
    show();
    await screen.findByLabelText('Email');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(userStore.get().companyNm).toBe('Reyes Home & Kitchen Supply');
    // The email taken is the field to change: marked, and focused.
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('marks each field the server refuses, focuses the first, and an edited field drops its own message', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, data: PROFILE }));
    jest.spyOn(apiClient, 'post').mockRejectedValue(
      invalid({
        'customerInfo.firstname': ['First name is required'],
        'customerInfo.email': ['Please enter a valid email address'],
      }),
    );
    show();
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));

    // The alert stays; each field carries its own message as well.
    expect(await screen.findByRole('alert')).toHaveTextContent('First name is required');
    const firstname = screen.getByLabelText('First name');
    const email = screen.getByLabelText('Email');
    expect(firstname).toHaveAttribute('aria-invalid', 'true');
    expect(firstname).toHaveAccessibleDescription('First name is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
    expect(firstname).toHaveFocus();

    await userEvent.type(firstname, 'D');
    expect(firstname).not.toHaveAttribute('aria-invalid');
    expect(firstname).not.toHaveAccessibleDescription();
    expect(firstname).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the profile cannot be loaded', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(noAnswer());
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load customer info');
  });

  it('offers Retry when the profile cannot be loaded, keeping focus on its place while it loads', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(refused(500))
      .mockResolvedValue(ok({ is_success: true, data: PROFILE }));
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load customer info');
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByLabelText('Business Name')).toHaveValue('Reyes Home & Kitchen Supply');
    expect(get).toHaveBeenCalledTimes(2);
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByRole('form', { name: 'Customer info' }));
  });

  it('loads the profile by itself once the API is back', async () => {
    let isDown = true;
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async () => {
      if (isDown) throw noAnswer();
      return ok({ is_success: true, data: PROFILE });
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load customer info');
    isDown = false;
    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findByLabelText('User ID')).toHaveValue('1001');
    expect(screen.queryByText('Failed to load customer info')).not.toBeInTheDocument();
    // Once loaded, the API coming back again asks nothing more.
    act(() => eventBus.publish('api/recovered', {}));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });
});
