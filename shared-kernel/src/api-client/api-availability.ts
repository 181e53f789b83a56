import { eventBus } from '../events/event-bus';
import { ApiCallError } from './http-client';

/** Answers that mean "the service is down", not "this request was wrong": a proxy says 502 or 504. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

let isUnavailable = false;

/** Whether the last answer seen (or the lack of one) said the API was unavailable. */
export const isApiUnavailable = (): boolean => isUnavailable;

const retryAfterSeconds = (error: ApiCallError): number | null => {
  const value = Number(error.response?.headers?.['retry-after']);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/**
 * Tells the page when the API goes away and comes back (events `api/unavailable`, `api/recovered`),
 * so the shell can say so once instead of every remote guessing. A timeout is not counted: a slow
 * answer is not an absent service, and the caller that waited says what happened to its call. A
 * call the page cancelled is not counted either.
 */
export function noteFailure(error: unknown): void {
  if (!(error instanceof ApiCallError) || error.code === 'ERR_CANCELED') return;
  const status = error.response?.status;
  const isNetworkFailure = !error.response && error.code === 'ERR_NETWORK';
  if (!isNetworkFailure && !(status !== undefined && UNAVAILABLE_STATUSES.has(status))) return;
  isUnavailable = true;
  eventBus.publish('api/unavailable', { status: status ?? null, retryAfterSeconds: retryAfterSeconds(error) });
}

/** Sees every answer: the first after the API was found unavailable says it is back. */
export function noteSuccess(): void {
  if (isUnavailable) {
    isUnavailable = false;
    eventBus.publish('api/recovered', {});
  }
}
