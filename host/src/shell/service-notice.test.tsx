import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, eventBus } from '@storefront/shared-kernel';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { SERVICE_NOTICE_TITLE, ServiceNotice } from './service-notice';

const original = apiClient.defaults.adapter;

/** The API answers every call with `status`; remembers the URLs asked. */
function apiAnswers(status: number) {
  const urls: (string | undefined)[] = [];
  const adapter: AxiosAdapter = async (config) => {
    urls.push(config.url);
    const response = { data: {}, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('bad status', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return urls;
}

afterEach(async () => {
  apiAnswers(200);
  await apiClient.get('/system/get-store'); // leaves the client available for the next test
  apiClient.defaults.adapter = original;
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
    await expect(apiClient.get('/system/get-menu')).rejects.toBeInstanceOf(AxiosError);
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
