// The storefront's HTTP client over the browser's fetch: what the API client needs of one, and no more (a
// base URL, a query from an object, JSON or FormData bodies, a timeout, cancelling by the page's signal,
// statuses outside 2xx as failures). Written here rather than taken from a library: axios, which it replaced,
// was 16.5 KB of gzipped script on every page (docs/performance.md §7), and the smaller clients bring error
// types and hooks of their own that the kernel's readers would have to translate; fetch does the rest. The
// transport is swappable, so the server's first paint and the unit tests' fake answer the same client's calls.

export type ResponseType = 'json' | 'blob';

/** What a caller may say of one call. */
export interface CallOptions {
  /** Sent as the query: a list as the name repeated, null and undefined left out. */
  params?: object;
  /** The page's signal: aborting it cancels the call (`ERR_CANCELED`). */
  signal?: AbortSignal;
  /** `json` (the default) reads a JSON body, or keeps the text of one that is not; `blob` keeps the bytes. */
  responseType?: ResponseType;
  /** In milliseconds; 0 waits for ever. The client's own when left out. */
  timeout?: number;
  /** Which statuses are answers; any other rejects. 2xx when left out. */
  validateStatus?: (status: number) => boolean;
}

/** A call as it leaves: what a transport sends. */
export interface ApiRequest {
  method: 'GET' | 'POST';
  /** The path as the caller named it, without the base URL or the query. */
  path: string;
  /** Where it goes: the base URL, the path and the query. */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** JSON text, or FormData whose multipart boundary the browser writes. */
  body?: string | FormData;
  responseType: ResponseType;
  timeout: number;
  /** Aborted when the call is cancelled or times out. */
  signal: AbortSignal;
}

/** An answer, whatever its status. Header names in lower case. */
export interface ApiResponse<T = unknown> {
  status: number;
  data: T;
  headers: Record<string, string>;
}

/** Sends a request; resolves with any answer the server gives, rejects (`ERR_NETWORK`) when none comes. */
export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

/**
 * Why a call failed. The codes are the ones the kernel's readers (call-failure.ts) tell apart: a refusal
 * with its answer (`ERR_BAD_REQUEST` for 4xx, `ERR_BAD_RESPONSE` for 5xx), no answer (`ERR_NETWORK`), a
 * timeout (`ECONNABORTED`), a call the page cancelled (`ERR_CANCELED`).
 */
export type FailureCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED';

export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';

  constructor(
    message: string,
    readonly code: FailureCode,
    readonly request: ApiRequest,
    /** The answer, for a refusal; none when no answer came. */
    readonly response?: ApiResponse,
  ) {
    super(message);
  }
}

/** The failure a transport rejects with when no answer comes. */
export const networkFailure = (request: ApiRequest): ApiCallError =>
  new ApiCallError('Network Error', 'ERR_NETWORK', request);

export interface HttpClientSetup {
  baseURL: string;
  timeout: number;
  transport: Transport;
  /** The headers of a call, set as it leaves (in the task that makes it). */
  headersFor(path: string, body: ApiRequest['body']): Record<string, string>;
  /** Sees every answer the caller gets. */
  onAnswer?(response: ApiResponse): void;
  /** Sees every failure before the caller does; the caller gets the same error. */
  onFailure?(error: unknown): void;
}

export interface HttpClient {
  get<T = unknown>(path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, data?: unknown, options?: CallOptions): Promise<ApiResponse<T>>;
  /** Base URL and timeout for every later call. */
  readonly defaults: { baseURL: string; timeout: number };
  /** Sends later calls through `transport`; gives back the one it replaces. */
  setTransport(transport: Transport): Transport;
}

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

const isFormData = (data: unknown): data is FormData => typeof FormData !== 'undefined' && data instanceof FormData;

const paramText = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** `base` + `path` + the query of `params`, as the server's parser reads it back (a list as a repeated name). */
export function urlOf(base: string, path: string, params: object | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined && item !== null) query.append(name, paramText(item));
    }
  }
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const text = query.toString();
  if (!text) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${text}`;
}

/**
 * Sends `request` through `transport`, giving up when the page's signal aborts or the timeout passes; the
 * transport hears of it through the request's signal (`controller`'s). The transport is called before this
 * returns, so a call leaves in the task that makes it (docs/performance.md §10).
 */
function send(
  transport: Transport,
  request: ApiRequest,
  controller: AbortController,
  pageSignal: AbortSignal | undefined,
): Promise<ApiResponse> {
  return new Promise<ApiResponse>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      pageSignal?.removeEventListener('abort', onCancel);
    };
    const giveUp = (code: FailureCode, message: string) => {
      done();
      controller.abort();
      reject(new ApiCallError(message, code, request));
    };
    function onCancel() {
      giveUp('ERR_CANCELED', 'canceled');
    }
    if (pageSignal?.aborted) return onCancel();
    pageSignal?.addEventListener('abort', onCancel, { once: true });
    if (request.timeout > 0) {
      timer = setTimeout(() => giveUp('ECONNABORTED', `timeout of ${request.timeout}ms exceeded`), request.timeout);
    }
    try {
      transport(request).then(
        (response) => (done(), resolve(response)),
        (error: unknown) => (done(), reject(error)),
      );
    } catch (error) {
      done();
      reject(error);
    }
  });
}

export function createHttpClient(setup: HttpClientSetup): HttpClient {
  const defaults = { baseURL: setup.baseURL, timeout: setup.timeout };
  let transport = setup.transport;

  function call<T>(method: ApiRequest['method'], path: string, data: unknown, options: CallOptions) {
    const { params, signal, responseType = 'json', timeout = defaults.timeout, validateStatus = isSuccess } = options;
    const body = data === undefined || isFormData(data) ? data : JSON.stringify(data);
    const controller = new AbortController();
    const request: ApiRequest = {
      method,
      path,
      url: urlOf(defaults.baseURL, path, params),
      headers: setup.headersFor(path, body),
      body,
      responseType,
      timeout,
      signal: controller.signal,
    };
    const checked = (response: ApiResponse): ApiResponse<T> => {
      if (validateStatus(response.status)) return response as ApiResponse<T>;
      const code = response.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE';
      throw new ApiCallError(`Request failed with status code ${response.status}`, code, request, response);
    };
    return send(transport, request, controller, signal)
      .then(checked)
      .then(
        (response) => (setup.onAnswer?.(response), response),
        (error: unknown) => {
          setup.onFailure?.(error);
          throw error;
        },
      );
  }

  return {
    get: (path, options = {}) => call('GET', path, undefined, options),
    post: (path, data, options = {}) => call('POST', path, data, options),
    defaults,
    setTransport(next) {
      const before = transport;
      transport = next;
      return before;
    },
  };
}
