import axios from 'axios';
import type { AxiosError, InternalAxiosRequestConfig } from 'axios';
import { API_KEY_META_NAME, API_TIMEOUT_MS } from '../domain/constants';
import { eventBus } from '../events/event-bus';
import { endStaffSession, getStaffToken } from '../stores/staff-session-store';
import { noteFailure, noteSuccess } from './api-availability';
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

/**
 * The one HTTP client of the storefront (docs/product.md §10.1): every remote calls the API through it.
 * Calls carry the bearer token, and the API sets no XSRF cookie, so none is looked for: reading
 * `document.cookie` asks the browser's process for the page's cookies, on every call.
 */
export const apiClient = axios.create({ baseURL: API_BASE_URL, timeout: API_TIMEOUT_MS, withXSRFToken: false });

/** Set once by the host at boot; later calls change the key and base URL for every request. */
export function configureApiClient(options: ApiClientOptions): void {
  if (options.apiKey !== undefined) apiKey = options.apiKey;
  if (options.baseURL !== undefined) apiClient.defaults.baseURL = options.baseURL;
}

/** A back-office call (`/admin/…`): it carries the staff token, never the buyer's (docs/product.md §13.1). */
const isStaffCall = (url: string | undefined): boolean => (url ?? '').replace(/^\/+/, '').startsWith('admin/');

function attachHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = isStaffCall(config.url) ? getStaffToken() : getStoredToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set(API_KEY_HEADER, apiKey);
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    // The browser must write the multipart boundary itself; a JSON type would also make axios
    // serialise the FormData to JSON.
    config.headers.delete('Content-Type');
  } else {
    config.headers.set('Content-Type', 'application/json');
  }
  return config;
}

const EXPIRY_REASONS = { 401: 'unauthorized', 403: 'forbidden' } as const;

/**
 * docs/product.md §11.1: on 401 or 403 the stored token is removed and the error passed on unchanged.
 * The interceptor only tells the page (session/expired); what to show is the host's business.
 * Only a call that carried the token can end a session: a refused sign-in (401, or 403 for an
 * account awaiting approval) is an answer for the sign-in form, not an expired session.
 */
function onResponseError(error: unknown): Promise<never> {
  const axiosError = axios.isAxiosError(error) ? (error as AxiosError) : undefined;
  const status = axiosError?.response?.status;
  const carriedToken = !!axiosError?.config?.headers?.get?.('Authorization');
  if (isStaffCall(axiosError?.config?.url)) {
    // A staff call never ends the buyer's session. Only 401 ends the staff one: a 403 is a call its
    // role does not allow, which the page says, and the member stays signed in.
    if (status === 401 && carriedToken) endStaffSession('expired');
  } else if ((status === 401 || status === 403) && carriedToken) {
    clearStoredToken();
    eventBus.publish('session/expired', { reason: EXPIRY_REASONS[status] });
  }
  noteFailure(error);
  return Promise.reject(error);
}

// Synchronous, so a call leaves in the task that makes it: a filter click's list is on its way before the
// router's URL update and React's render in the same handler (docs/performance.md §10), not after them.
apiClient.interceptors.request.use(attachHeaders, undefined, { synchronous: true });
apiClient.interceptors.response.use(noteSuccess, onResponseError);

/**
 * Asks the API whether it can serve again (`/ready` checks the database). A success publishes
 * `api/recovered` through the interceptors, a failure `api/unavailable`; answers whether it is ready.
 */
export async function checkApiAvailability(): Promise<boolean> {
  try {
    await apiClient.get('/ready');
    return true;
  } catch {
    return false;
  }
}
