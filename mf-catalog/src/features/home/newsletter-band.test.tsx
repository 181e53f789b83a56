import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, toastStore } from '@storefront/shared-kernel';
import { httpError, mockApi } from '../../test/mock-api';
import { NewsletterBand } from './newsletter-band';

const toastTexts = () => toastStore.get().map((toast) => toast.message);

/** What a browser does as it disables the focused control (jsdom keeps the focus on it). */
function dropFocusToPage() {
  const elsewhere = document.body.appendChild(document.createElement('button'));
  act(() => elsewhere.focus());
  elsewhere.remove();
}

beforeEach(() => {
  jest.restoreAllMocks();
  clearToasts();
});

describe('NewsletterBand', () => {
  it('ignores an empty or blank email', async () => {
    const api = mockApi({});
    render(<NewsletterBand />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(api.post).not.toHaveBeenCalled();
  });

  it('disables the field and button while the call runs, then thanks the subscriber', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const api = mockApi({
      'POST /mailchimp/add-subscriber': () => new Promise((resolve) => (finish = resolve)),
    });
    render(<NewsletterBand />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, ' buyer@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(api.calls('POST', '/mailchimp/add-subscriber')[0]).toMatchObject({
      email: 'buyer@example.com',
      tags: ['Website Signup'],
    });
    finish({ is_success: true, success: true, message: 'ok' });
    await waitFor(() => expect(toastTexts()).toContain('Thank you for subscribing!'));
    expect(field).toBeEnabled();
    expect(field).toHaveValue('');
  });

  it('puts the focus back on the field when disabling it dropped the focus to the page', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mockApi({ 'POST /mailchimp/add-subscriber': () => new Promise((resolve) => (finish = resolve)) });
    render(<NewsletterBand />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'buyer@example.com{Enter}');
    expect(field).toBeDisabled();
    dropFocusToPage();
    expect(document.body).toHaveFocus();
    await act(async () => finish({ is_success: true, success: true, message: 'ok' }));
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('leaves the focus where the buyer moved it during the call', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mockApi({ 'POST /mailchimp/add-subscriber': () => new Promise((resolve) => (finish = resolve)) });
    render(
      <>
        <NewsletterBand />
        <a href="#elsewhere">Elsewhere</a>
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'buyer@example.com{Enter}');
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    await act(async () => finish({ is_success: true, success: true, message: 'ok' }));
    await waitFor(() => expect(toastTexts()).toContain('Thank you for subscribing!'));
    expect(elsewhere).toHaveFocus();
  });

  it('says so when the sign-up fails', async () => {
    mockApi({ 'POST /mailchimp/add-subscriber': httpError(500, 'down') });
    render(<NewsletterBand />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to subscribe. Please try again.'));
  });
});
