import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default and does not submit its form', async () => {
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Add To Cart</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Add To Cart' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can submit when asked to', () => {
    render(<Button type="submit">SUBMIT</Button>);
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toHaveAttribute('type', 'submit');
  });

  it('applies the variant class and passes other props through', () => {
    render(
      <Button variant="secondary" className="extra" disabled aria-describedby="hint">
        Clear Shopping Cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Clear Shopping Cart' });
    expect(button).toHaveClass('button', 'secondary', 'extra');
    expect(button).not.toHaveClass('primary');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-describedby', 'hint');
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="link">
        Read
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Read' }));
    expect(ref.current).toHaveClass('link');
  });

  it('is keyboard operable', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Next</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
  it('when busy keeps focus, says so with aria-disabled, and ignores presses', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button isBusy={false} onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-disabled');

    rerender(
      <Button isBusy onClick={onClick}>
        Save
      </Button>,
    );
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when busy does not submit its form', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" isBusy>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
