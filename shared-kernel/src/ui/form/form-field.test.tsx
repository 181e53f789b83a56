import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import type { FieldBinding } from '../../forms/use-submit';
import { FormField } from './form-field';
import { FormMessage } from './form-message';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const binding = (error?: string): FieldBinding & { onEdit: jest.Mock } => ({
  error,
  onEdit: jest.fn(),
  ref: () => () => undefined,
});

function ControlledText(props: { multiline?: boolean; field?: FieldBinding; maxLength?: number }) {
  const [value, setValue] = useState('');
  return <TextField label="Message" name="message" value={value} onChange={setValue} {...props} />;
}

describe('FormField', () => {
  it('labels any control it draws, ties its hint and message to it, and marks it required', () => {
    render(
      <FormField label="PO Number" isRequired hint="As printed on your order." error="PO Number is required">
        {(control) => <input {...control} name="custPO" />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /PO Number/ });
    expect(input).toHaveAttribute('name', 'custPO');
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('As printed on your order. PO Number is required');
    expect(input).toHaveClass('control');
    // The mark is for the eye: assistive tech hears aria-required instead.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('*')).toHaveClass('required');
    expect(screen.getByText('PO Number is required')).toHaveClass('error');
  });

  it('says nothing of a field that is optional and fine', () => {
    render(<FormField label="Company">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).not.toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('*')).toBeNull();
  });

  it("shows its binding's message, and tells the binding of an edit of whatever control it holds", async () => {
    const field = binding('Pick one');
    render(
      <FormField label="Size" field={field}>
        {(control) => (
          <select {...control} defaultValue="">
            <option value="">-</option>
            <option value="L">Large</option>
          </select>
        )}
      </FormField>,
    );
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveAccessibleDescription('Pick one');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'L');
    expect(field.onEdit).toHaveBeenCalled();
  });

  it('gives the binding its element, and takes it back when the field goes', () => {
    const placed: Array<HTMLElement | null> = [];
    const field: FieldBinding = {
      error: undefined,
      onEdit: () => undefined,
      ref: (element) => {
        placed.push(element);
        return () => placed.push(null);
      },
    };
    const { unmount } = render(
      <FormField label="City" field={field}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(placed).toEqual([screen.getByRole('textbox', { name: 'City' }).parentElement]);
    unmount();
    expect(placed[1]).toBeNull();
  });
});

describe('TextField', () => {
  it('reports each value typed, and drops the message as the buyer edits', async () => {
    const field = binding('Message is required');
    render(<ControlledText field={field} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hi');
    expect(field.onEdit).toHaveBeenCalledTimes(2);
  });

  it('is a textarea when multiline, with its name and length limit', () => {
    render(<ControlledText multiline maxLength={5000} />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('name', 'message');
    expect(area).toHaveAttribute('maxlength', '5000');
  });

  it('passes input attributes and its ref to the input; an explicit error wins over the binding', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value=""
        onChange={() => undefined}
        ref={ref}
        error="Email is taken"
        field={binding('Email is required')}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAccessibleDescription('Email is taken');
  });
});

describe('SelectField', () => {
  it('offers the placeholder first and reports the choice', async () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="State"
        name="states"
        value=""
        onChange={onChange}
        placeholder="Select a state"
        options={[
          { value: 'CA', label: 'California' },
          { value: 'NY', label: 'New York' },
        ]}
        isRequired
        error="State is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: /State/ });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a state',
      'California',
      'New York',
    ]);
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('State is required');
    await userEvent.selectOptions(select, 'NY');
    expect(onChange).toHaveBeenCalledWith('NY');
  });
});

describe('FormMessage', () => {
  it('is an alert that can take focus, and nothing without a message', () => {
    const ref = createRef<HTMLParagraphElement>();
    const { rerender } = render(<FormMessage message={undefined} ref={ref} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormMessage message="This address already exists." ref={ref} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This address already exists.');
    ref.current?.focus();
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
