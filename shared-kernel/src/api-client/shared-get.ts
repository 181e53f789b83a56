import { apiClient } from './api-client';
import { getStoredToken } from './token-storage';

/** One GET on the wire and the callers waiting for it. */
interface InFlight {
  answer: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

const inFlight = new Map<string, InFlight>();

/** Same path, same query, same caller: the same answer. The token is part of it (a sign-in between two calls). */
const keyOf = (path: string, params: unknown): string => JSON.stringify([path, params, getStoredToken()]);

/** An answer is parsed JSON (or nothing), so a JSON round trip copies it exactly. */
const copyOf = (data: unknown): unknown => (data === undefined ? data : JSON.parse(JSON.stringify(data)));

const cancelled = (): Error => Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' });

/**
 * A GET that joins an identical one already in flight instead of sending its own: on the landing page
 * the header and the page both ask for the menu while the first answer is on its way. Each caller
 * gets its own copy of the answer (one caller's changes never reach another) and its own cancel: the
 * request itself is aborted only when every caller has given up. Nothing is kept once it settles.
 */
export function sharedGet<T>(path: string, params: unknown, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) return Promise.reject(cancelled());
  const key = keyOf(path, params);
  let call = inFlight.get(key);
  const joined = call !== undefined;
  if (!call) {
    const controller = new AbortController();
    const answer = apiClient.get<T>(path, { params, signal: controller.signal }).then((response) => response.data);
    const started: InFlight = { answer, controller, waiting: 0 };
    const forget = () => {
      if (inFlight.get(key) === started) inFlight.delete(key);
    };
    answer.then(forget, forget);
    inFlight.set(key, started);
    call = started;
  }
  const shared = call;
  shared.waiting += 1;
  return new Promise<T>((resolve, reject) => {
    let done = false;
    const onAbort = () => {
      if (done) return;
      done = true;
      shared.waiting -= 1;
      if (shared.waiting === 0) {
        if (inFlight.get(key) === shared) inFlight.delete(key);
        shared.controller.abort();
      }
      reject(cancelled());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    shared.answer.then(
      (data) => {
        if (done) return;
        done = true;
        signal?.removeEventListener('abort', onAbort);
        resolve((joined ? copyOf(data) : data) as T);
      },
      (error: unknown) => {
        if (done) return;
        done = true;
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
