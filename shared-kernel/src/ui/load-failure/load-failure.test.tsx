import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Spinner } from '../spinner/spinner';
import { LoadFailure } from './load-failure';
import { LoadRegion } from './load-region';

/** A section as the pages have it: failed, then a spinner on Retry, then its content once `answer` settles. */
function Section({ answer }: { answer: Promise<void> }) {
  const [status, setStatus] = useState<'failed' | 'loading' | 'loaded'>('failed');
  const retry = () => {
    setStatus('loading');
    void answer.then(() => setStatus('loaded'));
  };
  return (
    <LoadRegion aria-label="Brands area">
      {status === 'failed' ? (
        <LoadFailure message="The brands could not be loaded. Please try again." onRetry={retry} />
      ) : status === 'loading' ? (
        <Spinner label="Loading brands" />
      ) : (
        <p>TIGER</p>
      )}
    </LoadRegion>
  );
}

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

  it('leaves focus on its region when Retry gives way to the spinner, and there when the content comes', async () => {
    let answer: () => void = () => undefined;
    render(<Section answer={new Promise((resolve) => (answer = resolve))} />);
    const region = screen.getByLabelText('Brands area');
    expect(region).toHaveAttribute('tabindex', '-1');

    screen.getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Loading brands');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(region).toHaveFocus();

    await act(async () => answer());
    expect(screen.getByText('TIGER')).toBeInTheDocument();
    expect(region).toHaveFocus();
  });
});
