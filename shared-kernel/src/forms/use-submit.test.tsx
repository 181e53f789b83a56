import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormMessage } from '../ui/form/form-message';
import { SelectField } from '../ui/form/select-field';
import { TextField } from '../ui/form/text-field';
import type { FieldErrors } from './read-failure';
import { useSubmit, type SubmitOptions } from './use-submit';

type Field = 'name' | 'city' | 'state';

const refused = (status: number, message: string, fields?: Record<string, string[]>, code = 'REFUSED') =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    code: status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE',
    response: { status, data: { is_success: false, message, code, ...(fields ? { fields } : {}) } },
  });
const noAnswer = () => Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });

/** A promise the test settles: the action under way until then. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface AddressFormProps extends SubmitOptions<Field> {
  action: (values: Record<Field, string>) => Promise<unknown>;
  /** Lets a test call `show` as the form's own code would. */
  onReady?: (show: (errors: FieldErrors<Field>, message?: string) => void) => void;
}

function AddressForm({ action, onReady, ...options }: AddressFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', city: '', state: '' });
  const set = (name: Field) => (value: string) => setValues((prev) => ({ ...prev, [name]: value }));
  const form = useSubmit<Field>(() => action(values), options);
  onReady?.(form.show);
  return (
    <form {...form.formProps} aria-label="Address">
      <FormMessage {...form.messageProps} />
      <TextField label="Name" field={form.field('name')} value={values.name} onChange={set('name')} isRequired />
      <TextField label="City" field={form.field('city')} value={values.city} onChange={set('city')} />
      <SelectField
        label="State"
        field={form.field('state')}
        value={values.state}
        onChange={set('state')}
        options={[{ value: 'CA', label: 'California' }]}
        placeholder="Select a state"
      />
      <button type="submit" aria-disabled={form.isSubmitting || undefined}>
        {form.isSubmitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

const save = () => screen.getByRole('button', { name: /^Sav/ });
const box = (name: string) => screen.getByRole('textbox', { name });

describe('useSubmit', () => {
  it('runs the action once per submit: busy while it runs, a second submit meanwhile does nothing', async () => {
    const call = deferred();
    const action = jest.fn(() => call.promise);
    render(<AddressForm action={action} />);
    await userEvent.type(box('Name'), 'Ann');
    await userEvent.click(save());
    expect(save()).toHaveTextContent('Saving…');
    await userEvent.click(save());
    await userEvent.type(box('City'), '{enter}');
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith({ name: 'Ann', city: '', state: '' });
    await act(async () => call.resolve());
    expect(save()).toHaveTextContent('Save');
    await userEvent.click(save());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("shows a refusal on the fields it names, focuses the first in the form's order, and leaves no form message", async () => {
    const action = () =>
      Promise.reject(
        refused(400, 'State is required', { 'address.state': ['State is required'], city: ['City is required'] }),
      );
    render(<AddressForm action={action} />);
    await userEvent.click(save());
    const city = box('City');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('City is required');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('State is required');
    expect(box('Name')).not.toHaveAttribute('aria-invalid');
    // City comes before State on the page, though the answer named State first.
    expect(city).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("renames the API's fields and puts a refusal of a listed code on its field", async () => {
    const action = jest
      .fn()
      .mockRejectedValueOnce(refused(400, 'Town is required', { town: ['Town is required'] }))
      .mockRejectedValueOnce(refused(422, 'We do not ship there', undefined, 'NO_SHIPPING'));
    render(<AddressForm action={action} renamed={{ town: 'city' }} byCode={{ NO_SHIPPING: 'state' }} />);
    await userEvent.click(save());
    expect(box('City')).toHaveAccessibleDescription('Town is required');
    await userEvent.click(save());
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('We do not ship there');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus();
  });

  it("says a refusal without fields in the form's message, and focuses it", async () => {
    const onFailure = jest.fn();
    const action = () => Promise.reject(refused(409, 'This address already exists.'));
    render(<AddressForm action={action} onFailure={onFailure} />);
    await userEvent.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('This address already exists.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(onFailure).toHaveBeenCalledWith('This address already exists.', expect.any(Error));
  });

  it("keeps the server's message when a field it names is not on the form; focus goes to the fields shown", async () => {
    const action = () =>
      Promise.reject(
        refused(400, 'idCustomer must be a number', {
          idCustomer: ['idCustomer must be a number'],
          name: ['Name is required'],
        }),
      );
    render(<AddressForm action={action} />);
    await userEvent.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('idCustomer must be a number');
    expect(box('Name')).toHaveFocus();
  });

  it("takes the form's wording when the server gave no message, and when no answer came", async () => {
    const action = jest.fn().mockRejectedValueOnce(refused(500, '')).mockRejectedValueOnce(noAnswer());
    render(<AddressForm action={action} fallback="Error while adding the address" noAnswer="No answer. Try again." />);
    await userEvent.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Error while adding the address');
    await userEvent.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('No answer. Try again.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('says nothing of a call the page cancelled', async () => {
    const cancelled = Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' });
    render(<AddressForm action={() => Promise.reject(cancelled)} />);
    await userEvent.click(save());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save()).toHaveTextContent('Save');
  });

  it('drops the message of the field being edited only', async () => {
    const action = () =>
      Promise.reject(refused(400, 'Name is required', { name: ['Name is required'], state: ['State is required'] }));
    render(<AddressForm action={action} />);
    await userEvent.click(save());
    expect(box('Name')).toHaveFocus();
    await userEvent.keyboard('A');
    expect(box('Name')).not.toHaveAttribute('aria-invalid');
    expect(box('Name')).toHaveFocus();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');
    expect(screen.getByRole('combobox', { name: 'State' })).not.toHaveAttribute('aria-invalid');
  });

  it('clears what the last try said once a submit succeeds', async () => {
    const action = jest
      .fn()
      .mockRejectedValueOnce(refused(400, 'City is required', { city: ['City is required'] }))
      .mockRejectedValueOnce(refused(409, 'Taken'))
      .mockResolvedValueOnce(undefined);
    render(<AddressForm action={action} />);
    await userEvent.click(save());
    await userEvent.click(save());
    expect(box('City')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Taken');
    await userEvent.click(save());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("stops on the form's own checks, shown and focused like a refusal, without calling the action", async () => {
    const action = jest.fn(() => Promise.resolve());
    const validate = () => ({ state: 'State is required', city: 'City is required' });
    render(<AddressForm action={action} validate={validate} />);
    await userEvent.click(save());
    expect(action).not.toHaveBeenCalled();
    expect(box('City')).toHaveAccessibleDescription('City is required');
    expect(box('City')).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("lets the form's code show errors the same way, with a message for what no field shows", async () => {
    let show!: (errors: FieldErrors<Field>, message?: string) => void;
    render(<AddressForm action={() => Promise.resolve()} onReady={(given) => (show = given)} />);
    act(() => show({ state: 'Pick a state' }, 'Please check the form'));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the form');
    act(() => show({ ['zip' as Field]: 'ZIP is required' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ZIP is required');
    expect(screen.getByRole('alert')).toHaveFocus();
    act(() => show({}));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'State' })).not.toHaveAttribute('aria-invalid');
  });
});
