import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { address } from '../../test/fixtures';
import { refused } from '../../test/fake-api';
import { expiryYears, EXPIRY_MONTHS } from './add-card-dialog';
import { checkoutServer, renderCheckout, signInBuyerForEachTest, toasts } from './checkout-test-kit';

const group = (name: string) => screen.getByRole('radiogroup', { name });

signInBuyerForEachTest();

async function openAddressDialog() {
  await waitFor(() => expect(within(group('Shipping Address')).getAllByRole('radio')).toHaveLength(2));
  await userEvent.click(screen.getByRole('button', { name: 'Add Address for shipping' }));
  return screen.getByRole('dialog', { name: 'Add Shipping Address' });
}

describe('Add Address', () => {
  it('offers the US states and the countries, United States first chosen', async () => {
    checkoutServer();
    renderCheckout();
    const dialog = await openAddressDialog();
    const states = within(dialog).getByRole('combobox', { name: 'State' });
    expect(within(states).getByRole('option', { name: 'Nevada' })).toHaveValue('NV');
    expect(within(states).getByRole('option', { name: 'Puerto Rico' })).toBeInTheDocument();
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('United States');
    expect(within(country).getAllByRole('option').length).toBeGreaterThan(230);
    for (const label of ['First Name', 'Last Name', 'Company', 'Address', 'City', 'ZIP', 'Telephone']) {
      expect(within(dialog).getByRole('textbox', { name: label })).toHaveAttribute('aria-required', 'true');
    }
  });

  it('saves the address for the section it was opened from, reloads the list and chooses it', async () => {
    const api = checkoutServer();
    renderCheckout();
    const dialog = await openAddressDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Robin');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), '455 Commerce Way');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'NV');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST /payment/add-address')[0]!.input).toMatchObject({
      addressInfo: { idVC: 1001, addressType: 'ship', firstname: 'Robin', addr1: '455 Commerce Way', states: 'NV' },
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: /455 Commerce Way/ })).toBeChecked());
    expect(toasts()).toEqual(['success: Address added.']);
  });

  it('takes the buyer to the new address far down a long list: scrolled into view and focused, chosen', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.assign(Element.prototype, { scrollIntoView });
    try {
      const many = Array.from({ length: 40 }, (_, i) => address(i + 101, `${100 + i} Market St`));
      checkoutServer({ ship: many });
      renderCheckout();
      await waitFor(() => expect(within(group('Shipping Address')).getAllByRole('radio')).toHaveLength(40));
      await userEvent.click(screen.getByRole('button', { name: 'Add Address for shipping' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Shipping Address' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), '455 Commerce Way');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
      const added = await screen.findByRole('radio', { name: /455 Commerce Way/ });
      await waitFor(() => expect(added).toHaveFocus());
      expect(added).toBeChecked();
      expect(scrolled).toEqual([added]);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it("keeps the dialog open with the server's message and each failing field marked", async () => {
    const api = checkoutServer({
      addAddress: () => {
        throw refused(400, 'City is required', { 'addressInfo.city': ['City is required'] });
      },
    });
    renderCheckout();
    const dialog = await openAddressDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(toasts()).toEqual(['error: City is required']));
    expect(screen.getByRole('dialog', { name: 'Add Shipping Address' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('City is required');
    expect(api.to('GET /payment/get-address')).toHaveLength(2); // the first load only: no refresh on failure
  });
});

/** An answer that waits until the test gives it. */
function heldAnswer() {
  let give: (answer: () => unknown) => void = () => {};
  const answer = () =>
    new Promise((resolve, reject) => {
      give = (make) => {
        try {
          resolve(make());
        } catch (error) {
          reject(error);
        }
      };
    });
  return { answer, give: (make: () => unknown) => act(async () => give(make)) };
}

describe('Add Address on a keyboard', () => {
  it('keeps focus on Save Address while saving, then moves it to the first field the server refused', async () => {
    const held = heldAnswer();
    const api = checkoutServer({ addAddress: held.answer });
    renderCheckout();
    const dialog = await openAddressDialog();
    within(dialog).getByRole('button', { name: 'Save Address' }).focus();
    await userEvent.keyboard('{Enter}');
    const saving = within(dialog).getByRole('button', { name: 'Saving…' });
    expect(saving).toBeEnabled(); // a disabled button would drop focus out of the dialog
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(api.to('POST /payment/add-address')).toHaveLength(1);

    await held.give(() => {
      throw refused(400, 'First Name is required', {
        'addressInfo.firstname': ['First Name is required'],
        'addressInfo.city': ['City is required'],
      });
    });
    expect(toasts()).toEqual(['error: First Name is required']);
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Add Card', () => {
  it('offers months 01-12 and ten years from this one', () => {
    expect(EXPIRY_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(expiryYears(new Date(2026, 5, 1))).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
  });

  it('saves the card, closes, reloads the list and chooses the new card', async () => {
    const api = checkoutServer();
    renderCheckout();
    await waitFor(() => expect(within(group('Payment Method')).getAllByRole('radio')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Card' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Card Number' }), '4111 1111 1111 1111');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Expiry Month' }), '07');
    const year = String(new Date().getFullYear() + 1);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Expiry Year' }), year);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST /payment/add-payment-method')[0]!.input).toMatchObject({
      idCustomer: 1001,
      entity: { newIdCC: null, CCNumber: '4111 1111 1111 1111', CCExpMonth: 7, CCExpYear: Number(year) },
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa ending in 1111/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /Visa ending in 1111/ })).toHaveFocus();
  });

  it('keeps focus on Save Card while the card is being saved, and gives it back to Add Card after', async () => {
    const held = heldAnswer();
    checkoutServer({ addCard: held.answer });
    renderCheckout();
    await waitFor(() => expect(within(group('Payment Method')).getAllByRole('radio')).toHaveLength(2));
    const addCard = screen.getByRole('button', { name: 'Add Card' });
    await userEvent.click(addCard);
    const dialog = screen.getByRole('dialog', { name: 'Add Card' });
    within(dialog).getByRole('button', { name: 'Save Card' }).focus();
    await userEvent.keyboard('{Enter}');
    const saving = within(dialog).getByRole('button', { name: 'Saving…' });
    expect(saving).toBeEnabled();
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveFocus();
    await held.give(() => {
      throw refused(400, 'The card number is not valid.');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addCard).toHaveFocus();
  });

  it('closes even when the server refuses the card, shows its message, and leaves the list as it was', async () => {
    const api = checkoutServer({
      addCard: () => {
        throw refused(400, 'The card number is not valid.');
      },
    });
    renderCheckout();
    await waitFor(() => expect(within(group('Payment Method')).getAllByRole('radio')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Add Card' })).getByRole('button', { name: 'Save Card' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toEqual(['error: The card number is not valid.']);
    expect(api.to('GET /payment/get-payment-method')).toHaveLength(1);
    expect(within(group('Payment Method')).getAllByRole('radio')).toHaveLength(2);
  });
});
