import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailure } from './load-failure';

describe('LoadFailure', () => {
  it('says what could not be loaded as an alert, and Retry asks again', async () => {
    const onRetry = jest.fn();
    render(<LoadFailure message="The brands could not be loaded. Please try again." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The brands could not be loaded. Please try again.');
    const retry = screen.getByRole('button', { name: 'Retry' });
    // Several failures on one page: each Retry says which it is.
    expect(retry).toHaveAccessibleDescription('The brands could not be loaded. Please try again.');
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
