import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, eventBus } from '@storefront/shared-kernel';
import { ApiCallError, answerOf, sendCallsTo } from '@storefront/shared-kernel/testing';
import { SERVICE_NOTICE_TITLE, ServiceNotice } from './service-notice';

let restore: (() => void) | undefined;

/** The API answers every call with `status`; remembers the paths asked. */
function apiAnswers(status: number) {
  restore?.();
  const paths: string[] = [];
  restore = sendCallsTo((request) => {
    paths.push(request.path);
    return answerOf({}, status);
  }).restore;
  return paths;
}

afterEach(async () => {
  apiAnswers(200);
  await apiClient.get('/system/get-store'); // leaves the client available for the next test
  restore?.();
  restore = undefined;
});

describe('ServiceNotice', () => {
  it('keeps an empty live region while the API answers', () => {
    render(<ServiceNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the message on api/unavailable and hides it on api/recovered', () => {
    render(<ServiceNotice />);
    act(() => eventBus.publish('api/unavailable', { status: 503, retryAfterSeconds: 5 }));
    expect(screen.getByRole('status')).toHaveTextContent(SERVICE_NOTICE_TITLE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    act(() => eventBus.publish('api/recovered', {}));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the message at once when a call already failed before it was mounted', async () => {
    apiAnswers(503);
    await expect(apiClient.get('/system/get-menu')).rejects.toBeInstanceOf(ApiCallError);
    render(<ServiceNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(SERVICE_NOTICE_TITLE);
  });

  it('Try again asks the API: still down keeps the message, ready removes it', async () => {
    const whileDown = apiAnswers(503);
    render(<ServiceNotice />);
    act(() => eventBus.publish('api/unavailable', { status: 503, retryAfterSeconds: 5 }));

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(SERVICE_NOTICE_TITLE);

    const onceBack = apiAnswers(200);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => undefined);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(whileDown).toEqual(['/ready']);
    expect(onceBack).toEqual(['/ready']);
  });
});
