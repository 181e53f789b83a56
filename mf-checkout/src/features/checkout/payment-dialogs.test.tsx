import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentRoutes } from '@storefront/shared-kernel';
import { refusal, type AnswerOf, type Refusal } from '@storefront/shared-kernel/testing';
import { address } from '../../test/fixtures';
import { expiryYears, EXPIRY_MONTHS } from './add-card-dialog';
import { checkoutServer, renderCheckout, signInBuyerForEachTest, toasts } from './checkout-test-kit';

const group = (name: string) => screen.getByRole('radiogroup', { name });

const api = signInBuyerForEachTest();

/** Fills the address form as a buyer would, each field as the server takes it, but for those `except` names. */
async function fillAddress(dialog: HTMLElement, except: string[] = []) {
  const fields: Array<[string, string]> = [
    ['First Name', 'Robin'],
    ['Last Name', 'Lee'],
    ['Company', 'Lee Kitchen Outlet'],
    ['Address', '455 Commerce Way'],
    ['City', 'Reno'],
    ['ZIP', '89501'],
    ['Telephone', '775-555-0100'],
  ];
  for (const [label, value] of fields) {
    if (!except.includes(label)) await userEvent.type(within(dialog).getByRole('textbox', { name: label }), value);
  }
  if (!except.includes('State'))
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'NV');
}

/** Fills the card form with a card the server takes. */
async function fillCard(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Card Number' }), '4111 1111 1111 1111');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Robin');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Lee');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Expiry Month' }), '07');
  const year = String(new Date().getFullYear() + 1);
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Expiry Year' }), year);
  return { year };
}

const NOT_VALID = 'The card number is not valid.';
/** The server's refusal of a number that fails its checksum, as it names the field. */
const cardRefused = () => refusal(400, { message: NOT_VALID, fields: { 'entity.CCNumber': [NOT_VALID] } });

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
    checkoutServer();
    renderCheckout();
    const dialog = await openAddressDialog();
    await fillAddress(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(paymentRoutes.addAddress)).toEqual([
      expect.objectContaining({
        addressInfo: expect.objectContaining({
          idVC: 1001,
          addressType: 'ship',
          firstname: 'Robin',
          addr1: '455 Commerce Way',
          states: 'NV',
          zipcode: '89501',
          country: 'United States',
        }),
      }),
    ]);
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
      await fillAddress(dialog);
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
    checkoutServer();
    // The server refuses the form sent without a city, in its own words for it.
    api.refuse(paymentRoutes.addAddress, 400);
    renderCheckout();
    const dialog = await openAddressDialog();
    await fillAddress(dialog, ['City']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(toasts()).toEqual(['error: City is required']));
    expect(screen.getByRole('dialog', { name: 'Add Shipping Address' })).toBeInTheDocument();
    const city = within(dialog).getByRole('textbox', { name: 'City' });
    expect(city).toHaveAccessibleDescription('City is required');
    expect(city).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveValue('Robin');
    expect(api.calls(paymentRoutes.getAddress)).toHaveLength(2); // the first load only: no refresh on failure
  });
});

/** An answer that waits until the test gives it. */
function heldAnswer<A>() {
  let give: (answer: A | Refusal) => void = () => {};
  const answer = () =>
    new Promise<A | Refusal>((resolve) => {
      give = resolve;
    });
  return { answer, give: (value: A | Refusal) => act(async () => give(value)) };
}

describe('Add Address on a keyboard', () => {
  it('keeps focus on Save Address while saving, then moves it to the first field the server refused', async () => {
    const held = heldAnswer<AnswerOf<typeof paymentRoutes.addAddress>>();
    checkoutServer({ addAddress: held.answer });
    renderCheckout();
    const dialog = await openAddressDialog();
    await fillAddress(dialog);
    within(dialog).getByRole('button', { name: 'Save Address' }).focus();
    await userEvent.keyboard('{Enter}');
    const saving = within(dialog).getByRole('button', { name: 'Saving…' });
    expect(saving).toBeEnabled(); // a disabled button would drop focus out of the dialog
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(api.calls(paymentRoutes.addAddress)).toHaveLength(1);

    await held.give(
      refusal(400, {
        message: 'First Name is required',
        fields: { 'addressInfo.firstname': ['First Name is required'], 'addressInfo.city': ['City is required'] },
      }),
    );
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
    checkoutServer();
    renderCheckout();
    await waitFor(() => expect(within(group('Payment Method')).getAllByRole('radio')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Card' });
    const { year } = await fillCard(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(paymentRoutes.addPaymentMethod)).toEqual([
      {
        idCustomer: 1001,
        entity: {
          newIdCC: null,
          CCNumber: '4111111111111111',
          CNAMEF: 'Robin',
          CNAMEL: 'Lee',
          CCExpMonth: 7,
          CCExpYear: Number(year),
        },
      },
    ]);
    expect(toasts()).toEqual(['success: Card added.']);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa ending in 1111/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /Visa ending in 1111/ })).toHaveFocus();
  });

  it('keeps focus on Save Card while the card is being saved, and gives it back to Add Card once closed', async () => {
    const held = heldAnswer<AnswerOf<typeof paymentRoutes.addPaymentMethod>>();
    checkoutServer({ addCard: held.answer });
    renderCheckout();
    await waitFor(() => expect(within(group('Payment Method')).getAllByRole('radio')).toHaveLength(2));
    const addCard = screen.getByRole('button', { name: 'Add Card' });
    await userEvent.click(addCard);
    const dialog = screen.getByRole('dialog', { name: 'Add Card' });
    await fillCard(dialog);
    within(dialog).getByRole('button', { name: 'Save Card' }).focus();
    await userEvent.keyboard('{Enter}');
    const saving = within(dialog).getByRole('button', { name: 'Saving…' });
    expect(saving).toBeEnabled();
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveFocus();
    await held.give(cardRefused());
    // Refused: the buyer lands on the number to correct.
    expect(within(dialog).getByRole('textbox', { name: 'Card Number' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addCard).toHaveFocus();
  });

  it("stays open when the server refuses the card, with what was typed and the server's reason, and saves once corrected", async () => {
    let tries = 0;
    checkoutServer({ addCard: () => ((tries += 1) === 1 ? cardRefused() : undefined) });
    renderCheckout();
    await waitFor(() => expect(within(group('Payment Method')).getAllByRole('radio')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Card' });
    await fillCard(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Card' }));

    const number = await within(dialog).findByRole('textbox', { name: 'Card Number' });
    await waitFor(() => expect(number).toHaveAccessibleDescription(NOT_VALID));
    expect(screen.getByRole('dialog', { name: 'Add Card' })).toBeInTheDocument();
    expect(toasts()).toEqual([`error: ${NOT_VALID}`]);
    expect(number).toHaveValue('4111 1111 1111 1111');
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveValue('Robin');
    expect(api.calls(paymentRoutes.getPaymentMethods)).toHaveLength(1);
    expect(within(group('Payment Method')).getAllByRole('radio')).toHaveLength(2);

    // Corrected, it goes again: saved, closed, chosen.
    await userEvent.clear(number);
    await userEvent.type(number, '4242 4242 4242 4242');
    expect(number).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa ending in 1111/ })).toBeChecked());
  });
});
