import { act, render, screen } from '@testing-library/react';
import { apiClient } from '@storefront/shared-kernel';
import { answerOf, sendCallsTo } from '@storefront/shared-kernel/testing';
import { SERVICE_NOTICE_TITLE, ServiceNotice } from './service-notice';
import { nextCheckDelayMs } from './use-recovery-check';

let restore: (() => void) | undefined;

/** The API answers every call with `status` (and Retry-After when given); remembers the paths asked. */
function apiAnswers(status: number, retryAfter?: string) {
  restore?.();
  const paths: string[] = [];
  const headers: Record<string, string> = retryAfter === undefined ? {} : { 'retry-after': retryAfter };
  restore = sendCallsTo((request) => {
    paths.push(request.path);
    return answerOf({}, status, headers);
  }).restore;
  return paths;
}

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

/** A call of the page fails: the client notes the API unavailable and publishes api/unavailable. */
const aCallFails = () =>
  act(() =>
    apiClient.get('/system/get-menu').then(
      () => undefined,
      () => undefined,
    ),
  );

beforeEach(() => jest.useFakeTimers());

afterEach(async () => {
  jest.useRealTimers();
  setHidden(false);
  apiAnswers(200);
  await apiClient.get('/system/get-store'); // leaves the client available for the next test
  restore?.();
  restore = undefined;
});

describe('nextCheckDelayMs', () => {
  it('waits what the server said, at least a second and at most five minutes', () => {
    expect(nextCheckDelayMs(5, 0)).toBe(5_000);
    expect(nextCheckDelayMs(5, 7)).toBe(5_000);
    expect(nextCheckDelayMs(0, 0)).toBe(1_000);
    expect(nextCheckDelayMs(3_600, 0)).toBe(300_000);
  });

  it('without a Retry-After, doubles from 5 s with each check that found the API away, up to five minutes', () => {
    expect([0, 1, 2, 3].map((n) => nextCheckDelayMs(null, n))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(nextCheckDelayMs(null, 6)).toBe(300_000);
    expect(nextCheckDelayMs(null, 1_000)).toBe(300_000);
  });
});

describe('the shell asks the API again by itself while it is unavailable', () => {
  it('after the Retry-After, again while still down, and heals the page when it is back', async () => {
    const whileDown = apiAnswers(503, '5');
    render(<ServiceNotice />);
    await aCallFails();
    whileDown.length = 0;
    await act(() => jest.advanceTimersByTimeAsync(4_900));
    expect(whileDown).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(whileDown).toEqual(['/ready']);
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(whileDown).toEqual(['/ready', '/ready']);
    expect(screen.getByRole('status')).toHaveTextContent(SERVICE_NOTICE_TITLE);

    const onceBack = apiAnswers(200);
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(onceBack).toEqual(['/ready']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(() => jest.advanceTimersByTimeAsync(600_000));
    expect(onceBack).toEqual(['/ready']);
  });

  it('backs off when the API gives no answer at all', async () => {
    const asked = apiAnswers(503); // no Retry-After
    render(<ServiceNotice />);
    await aCallFails();
    asked.length = 0;
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(asked).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(9_000));
    expect(asked).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(asked).toHaveLength(2);
  });

  it('moves the pending check earlier when a later answer says to come back sooner', async () => {
    apiAnswers(503); // at boot, before the shell listened: no Retry-After heard, so 5 s
    await apiClient.get('/system/get-menu').catch(() => undefined);
    render(<ServiceNotice />);
    const asked = apiAnswers(503, '1');
    await aCallFails();
    asked.length = 0;
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(asked).toEqual(['/ready']);
  });

  it('waits for the tab to be seen before asking', async () => {
    apiAnswers(503, '1');
    setHidden(true);
    render(<ServiceNotice />);
    await aCallFails();
    const asked = apiAnswers(200);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(asked).toEqual([]);
    await act(async () => setHidden(false));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(asked).toEqual(['/ready']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('asks nothing once recovered by another call, nor after the shell is gone', async () => {
    apiAnswers(503, '5');
    const { unmount } = render(<ServiceNotice />);
    await aCallFails();
    let asked = apiAnswers(200);
    await act(() => apiClient.get('/system/get-store')); // another call succeeds: api/recovered
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(asked).toEqual(['/system/get-store']);

    apiAnswers(503, '5');
    await aCallFails();
    unmount();
    asked = apiAnswers(200);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(asked).toEqual([]);
  });
});
