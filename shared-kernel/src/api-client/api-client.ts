import { API_KEY_META_NAME, API_TIMEOUT_MS } from '../domain/constants';
import { eventBus } from '../events/event-bus';
import { endStaffSession, getStaffToken } from '../stores/staff-session-store';
import { noteFailure, noteSuccess } from './api-availability';
import { fetchTransport } from './fetch-transport';
import { ApiCallError, createHttpClient, type ApiRequest } from './http-client';
import { clearStoredToken, getStoredToken } from './token-storage';

export const API_BASE_URL = '/api';
/** The header that names the calling app to the API. */
export const API_KEY_HEADER = 'x-api-key';
export const DEFAULT_API_KEY = 'storefront-web';

export interface ApiClientOptions {
  apiKey?: string;
  baseURL?: string;
}

/** The key the page names (API_KEY_META_NAME), read once as the client loads; none outside a page. */
const servedApiKey = (): string | undefined =>
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>(`meta[name="${API_KEY_META_NAME}"]`)?.content || undefined;

let apiKey = servedApiKey() ?? DEFAULT_API_KEY;

/** A back-office call (`/admin/…`): it carries the staff token, never the buyer's (docs/product.md §13.1). */
const isStaffCall = (path: string): boolean => path.replace(/^\/+/, '').startsWith('admin/');

/** The token, the API key, and a JSON type for a JSON body (FormData's multipart type is the browser's). */
function headersFor(path: string, body: ApiRequest['body']): Record<string, string> {
  const headers: Record<string, string> = { [API_KEY_HEADER]: apiKey };
  const token = isStaffCall(path) ? getStaffToken() : getStoredToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  return headers;
}

const EXPIRY_REASONS = { 401: 'unauthorized', 403: 'forbidden' } as const;

/**
 * docs/product.md §11.1: on 401 or 403 the stored token is removed and the error passed on unchanged.
 * The client only tells the page (session/expired); what to show is the host's business.
 * Only a call that carried the token can end a session: a refused sign-in (401, or 403 for an
 * account awaiting approval) is an answer for the sign-in form, not an expired session.
 */
function onFailure(error: unknown): void {
  if (error instanceof ApiCallError) {
    const status = error.response?.status;
    const carriedToken = !!error.request.headers.authorization;
    if (isStaffCall(error.request.path)) {
      // A staff call never ends the buyer's session. Only 401 ends the staff one: a 403 is a call its
      // role does not allow, which the page says, and the member stays signed in.
      if (status === 401 && carriedToken) endStaffSession('expired');
    } else if ((status === 401 || status === 403) && carriedToken) {
      clearStoredToken();
      eventBus.publish('session/expired', { reason: EXPIRY_REASONS[status] });
    }
  }
  noteFailure(error);
}

/**
 * The one HTTP client of the storefront (docs/product.md §10.1): every remote calls the API through it.
 * Calls carry the bearer token; the API sets no XSRF cookie, and the client reads no cookie. A call leaves
 * in the task that makes it: a filter click's list is on its way before the router's URL update and
 * React's render in the same handler (docs/performance.md §10), not after them.
 */
export const apiClient = createHttpClient({
  baseURL: API_BASE_URL,
  timeout: API_TIMEOUT_MS,
  transport: fetchTransport,
  headersFor,
  onAnswer: noteSuccess,
  onFailure,
});

/** Set once by the host at boot; later calls change the key and base URL for every request. */
export function configureApiClient(options: ApiClientOptions): void {
  if (options.apiKey !== undefined) apiKey = options.apiKey;
  if (options.baseURL !== undefined) apiClient.defaults.baseURL = options.baseURL;
}

/**
 * Asks the API whether it can serve again (`/ready` checks the database). A success publishes
 * `api/recovered` through the client's hooks, a failure `api/unavailable`; answers whether it is ready.
 */
export async function checkApiAvailability(): Promise<boolean> {
  try {
    await apiClient.get('/ready');
    return true;
  } catch {
    return false;
  }
}
