/** What `withTimeout` rejects with when the time is up (the work itself may still settle later). */
export class TimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeoutError';
  }
}

/** An Error of any realm: a server module run apart (api first-paint.ts) throws its own realm's errors, kept whole. */
const isError = (value: unknown): value is Error =>
  value instanceof Error || Object.prototype.toString.call(value) === '[object Error]';

/**
 * Rejects with a TimeoutError when `promise` has not settled within `ms` (a slow remote cannot hold its
 * area forever; a slow first paint cannot hold its page); otherwise settles as it does.
 */
export const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isError(error) ? error : new Error(String(error)));
      },
    );
  });
