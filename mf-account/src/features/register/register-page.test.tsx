import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerRoutes } from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer } from '@storefront/shared-kernel/testing';
import { field, renderAt, resetSession } from '../../test-utils';
import RegisterPage, { ALL_FIELDS_REQUIRED, REGISTER_SUCCESS } from './register-page';
import { REGISTRATION_SECTIONS } from './registration-fields';

const FILLED: Record<string, string> = {
  'Business Name': 'Corner Kitchen LLC',
  'EIN (Federal Tax ID)': '12-3456789',
  'Business License No.': 'BL-1',
  "Seller's Permit No.": 'SP-1',
  'First Name': 'Ann',
  'Last Name': 'Lee',
  Email: 'ann@corner.example',
  Password: 'Secret-pass-1',
  Telephone: '310-555-0100',
  'Mobile Phone': '310-555-0101',
  Fax: '310-555-0102',
  Address: '1 Main St',
  City: 'Torrance',
  'Zip Code': '90501',
  Remark: 'Referred by a rep',
};

const fillAll = async (skip?: string) => {
  for (const [label, value] of Object.entries(FILLED)) {
    if (label === skip) continue;
    // Pasting fills a field in one event; typing 15 fields key by key is slow under load.
    await userEvent.click(field(label));
    await userEvent.paste(value);
  }
  if (skip !== 'Business Type') await userEvent.selectOptions(field('Business Type'), 'Retail store');
  if (skip !== 'State') await userEvent.selectOptions(field('State'), 'CA');
};

const api = fakeApiForEachTest();
const show = () => renderAt('/register', '/register', <RegisterPage />);
const registrations = () => api.calls(customerRoutes.register);

describe('RegisterPage', () => {
  afterEach(resetSession);

  it('has every registration field of the spec, business type, EIN, licence and permit included', () => {
    show();
    const names = REGISTRATION_SECTIONS.flatMap((s) => s.fields.map((f) => f.name)).sort();
    expect(names).toEqual(
      [
        'password',
        'firstname',
        'lastname',
        'email',
        'tel',
        'cellPhone',
        'fax',
        'companyNm',
        'addr',
        'city',
        'zipcode',
        'state',
        'country',
        'ein',
        'bType',
        'bLicenseNo',
        'spNo',
        'remark',
      ].sort(),
    );
    for (const { fields } of REGISTRATION_SECTIONS) {
      for (const spec of fields) expect(field(spec.label)).toHaveAttribute('name', spec.name);
    }
    expect(field('Country')).toHaveValue('United States');
    expect(screen.getByRole('button', { name: 'SUBMIT FORM' })).toBeInTheDocument();
  });

  it.each(['Business Name', 'Business Type', 'EIN (Federal Tax ID)', "Seller's Permit No.", 'Fax', 'Remark', 'State'])(
    'refuses with "All forms must be fill." when %s is empty, and sends nothing',
    async (label) => {
      show();
      await fillAll(label);
      await userEvent.click(screen.getByRole('button', { name: 'SUBMIT FORM' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(ALL_FIELDS_REQUIRED);
      expect(registrations()).toEqual([]);
      expect(field(label)).toHaveFocus();
    },
  );

  it('marks every empty field with its own message and focuses the first; typing drops the mark', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT FORM' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALL_FIELDS_REQUIRED);
    expect(registrations()).toEqual([]);
    for (const { fields } of REGISTRATION_SECTIONS) {
      for (const spec of fields) {
        const control = field(spec.label);
        // Country starts filled (United States).
        if (spec.name === 'country') {
          expect(control).not.toHaveAttribute('aria-invalid');
          continue;
        }
        expect(control).toHaveAttribute('aria-invalid', 'true');
        expect(control).toHaveAccessibleDescription(expect.stringContaining(`${spec.label} is required`));
      }
    }
    const business = field('Business Name');
    expect(business).toHaveFocus();
    await userEvent.type(business, 'C');
    expect(business).not.toHaveAttribute('aria-invalid');
    expect(field('Business Type')).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks each field the server refuses, focuses the first, and keeps the server’s message as the alert', async () => {
    api.refuse(customerRoutes.register, 400, {
      message: 'Password must be at least 8 characters long',
      code: 'VALIDATION_FAILED',
      fields: {
        'customerInfo.password': ['Password must be at least 8 characters long'],
        'customerInfo.email': ['Please enter a valid email address'],
      },
    });
    show();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT FORM' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    const email = field('Email');
    const password = field('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters long'),
    );
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
    // Email comes first in the form.
    expect(email).toHaveFocus();
  });

  it('treats a field of only spaces as empty', async () => {
    show();
    await fillAll('City');
    await userEvent.type(field('City'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT FORM' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALL_FIELDS_REQUIRED);
    expect(registrations()).toEqual([]);
  });

  it('sends the registration, says so and goes home', async () => {
    api.on(customerRoutes.register, { is_success: true, message: 'ok' });
    show();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT FORM' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('status')).toHaveTextContent(REGISTER_SUCCESS);
    expect(registrations()).toEqual([
      {
        customerInfo: expect.objectContaining({
          companyNm: 'Corner Kitchen LLC',
          bType: 'Retail store',
          ein: '12-3456789',
          bLicenseNo: 'BL-1',
          spNo: 'SP-1',
          email: 'ann@corner.example',
          password: 'Secret-pass-1',
          state: 'CA',
          country: 'United States',
          remark: 'Referred by a rep',
        }),
      },
    ]);
  });

  it('shows the server message when the server refuses', async () => {
    api.refuse(customerRoutes.register, 409, { message: 'An account with this email already exists.' });
    show();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT FORM' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    expect(screen.getByRole('button', { name: 'SUBMIT FORM' })).toBeEnabled();
  });

  it('says an error occurred when no answer comes', async () => {
    api.on(customerRoutes.register, () => noAnswer());
    show();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT FORM' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });
});
