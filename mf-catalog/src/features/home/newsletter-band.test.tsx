import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, newsletterRoutes, toastStore } from '@storefront/shared-kernel';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { NewsletterBand } from './newsletter-band';

const SUBSCRIBED = { is_success: true as const, success: true as const, message: 'ok' };

const api = fakeApiForEachTest();

/** The sign-up's answer waits for `finish()`. */
function heldSignUp() {
  let finish: () => void = () => undefined;
  api.on(
    newsletterRoutes.addSubscriber,
    () => new Promise<typeof SUBSCRIBED>((resolve) => (finish = () => resolve(SUBSCRIBED))),
  );
  return () => finish();
}

const toastTexts = () => toastStore.get().map((toast) => toast.message);

/** What a browser does as it disables the focused control (jsdom keeps the focus on it). */
function dropFocusToPage() {
  const elsewhere = document.body.appendChild(document.createElement('button'));
  act(() => elsewhere.focus());
  elsewhere.remove();
}

beforeEach(() => clearToasts());

describe('NewsletterBand', () => {
  it('ignores an empty or blank email', async () => {
    // No answer is given: a call would fail the test.
    render(<NewsletterBand />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await act(async () => undefined);
    expect(api.calls(newsletterRoutes.addSubscriber)).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeEnabled();
  });

  it('disables the field and button while the call runs, then thanks the subscriber', async () => {
    const finish = heldSignUp();
    render(<NewsletterBand />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, ' buyer@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await waitFor(() =>
      expect(api.calls(newsletterRoutes.addSubscriber)).toEqual([
        expect.objectContaining({ email: 'buyer@example.com', tags: ['Website Signup'] }),
      ]),
    );
    finish();
    await waitFor(() => expect(toastTexts()).toContain('Thank you for subscribing!'));
    expect(field).toBeEnabled();
    expect(field).toHaveValue('');
  });

  it('puts the focus back on the field when disabling it dropped the focus to the page', async () => {
    const finish = heldSignUp();
    render(<NewsletterBand />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'buyer@example.com{Enter}');
    expect(field).toBeDisabled();
    dropFocusToPage();
    expect(document.body).toHaveFocus();
    await act(async () => finish());
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('leaves the focus where the buyer moved it during the call', async () => {
    const finish = heldSignUp();
    render(
      <>
        <NewsletterBand />
        <a href="#elsewhere">Elsewhere</a>
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'buyer@example.com{Enter}');
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    await act(async () => finish());
    await waitFor(() => expect(toastTexts()).toContain('Thank you for subscribing!'));
    expect(elsewhere).toHaveFocus();
  });

  it('says so when the sign-up fails', async () => {
    api.refuse(newsletterRoutes.addSubscriber, 500, { message: 'down' });
    render(<NewsletterBand />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Failed to subscribe. Please try again.']));
    // What was typed stays, to send again.
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('a@b.co');
  });

  it("shows the server's reason on the field for an email it refuses, and puts the focus there", async () => {
    api.refuse(newsletterRoutes.addSubscriber, 400);
    render(<NewsletterBand />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'not an email{Enter}');
    await waitFor(() => expect(toastTexts()).toEqual(['Failed to subscribe. Please try again.']));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    // Editing the email drops the reason.
    await userEvent.type(field, 'x');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });
});
