import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper } from './quantity-stepper';
import type { QuantityStepperProps } from './quantity-stepper';

function Controlled({ initial = 1, onChange, ...props }: Partial<QuantityStepperProps> & { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Quantity"
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease Quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase Quantity' });

describe('QuantityStepper', () => {
  it('steps by 1 and disables minus at 1', async () => {
    render(<Controlled initial={2} />);
    await userEvent.click(minus());
    expect(input()).toHaveValue('1');
    expect(minus()).toBeDisabled();
    await userEvent.click(plus());
    await userEvent.click(plus());
    expect(input()).toHaveValue('3');
    expect(minus()).toBeEnabled();
  });

  it('steps by a pack quantity and disables minus when the result would be 0 or less', async () => {
    const onChange = jest.fn();
    render(<Controlled initial={6} step={6} onChange={onChange} />);
    expect(minus()).toBeDisabled();
    await userEvent.click(plus());
    expect(onChange).toHaveBeenLastCalledWith(12);
    await userEvent.click(minus());
    expect(onChange).toHaveBeenLastCalledWith(6);
  });

  it('respects a max', () => {
    render(<Controlled initial={5} max={5} />);
    expect(plus()).toBeDisabled();
  });

  it('keeps a number past the max as typed, reports nothing for it and says what the most is', async () => {
    const onChange = jest.fn();
    render(<Controlled initial={80} max={100} onChange={onChange} />);
    // A digit typed before one to delete (80 -> 380 -> 30) passes through a number past the max.
    await userEvent.type(input(), '3', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(input()).toHaveValue('380');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('At most 100');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(input(), '{Delete}', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input()).toHaveValue('30');
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith(30);
    // Left past the max, the field goes back to the last quantity reported.
    await userEvent.type(input(), '00');
    expect(input()).toHaveValue('3000');
    await userEvent.tab();
    expect(input()).toHaveValue('30');
  });

  it('accepts typed positive whole numbers only', async () => {
    const onChange = jest.fn();
    render(<Controlled initial={3} onChange={onChange} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(input()).toHaveValue('12');

    onChange.mockClear();
    await userEvent.type(input(), 'a-.5');
    expect(input()).toHaveValue('125'); // only the digit got in
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(125);
  });

  it('does not report 0 or an empty field, and restores the value on blur', async () => {
    const onChange = jest.fn();
    render(<Controlled initial={4} onChange={onChange} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '0');
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toHaveValue('0');
    await userEvent.tab();
    expect(input()).toHaveValue('4');
  });

  it('shows a new value from the parent', () => {
    const { rerender } = render(<QuantityStepper label="Quantity" value={2} onChange={() => {}} />);
    rerender(<QuantityStepper label="Quantity" value={9} onChange={() => {}} />);
    expect(input()).toHaveValue('9');
  });

  it('can be disabled as a whole', () => {
    render(<QuantityStepper label="Quantity" value={3} onChange={() => {}} disabled />);
    expect(input()).toBeDisabled();
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
  });
});
