import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

function Form({ errors }: { errors: Record<string, string> }) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  return (
    <form ref={formRef}>
      {['City', 'Zip'].map((name) => (
        <input key={name} aria-label={name} aria-invalid={errors[name] ? true : undefined} />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('moves focus to the first field in error, again on each new check, and nowhere without one', () => {
    const { rerender } = render(<Form errors={{}} />);
    expect(document.body).toHaveFocus();
    rerender(<Form errors={{ Zip: 'ZIP is required' }} />);
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveFocus();
    screen.getByRole('button', { name: 'Save' }).focus();
    rerender(<Form errors={{ City: 'City is required', Zip: 'ZIP is required' }} />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
  });
});
