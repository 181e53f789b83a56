import { retryLater } from './retry-later';

const WINDOW_MS = 60_000;

/**
 * Attempts per account (an email or a customer id) in a fixed one-minute window, on top of the
 * per-address limit: many addresses guessing one account's password are stopped too. In memory, per
 * process; the map is emptied every window, so it cannot grow past one minute of traffic.
 */
export class AccountLimiter {
  private counts = new Map<string, number>();
  private windowStart = 0;

  constructor(
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for `key`; throws 429 (with the seconds left in the window) past the limit. */
  hit(key: string): void {
    const now = this.now();
    if (now - this.windowStart >= WINDOW_MS) {
      this.counts.clear();
      this.windowStart = now;
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (count > this.max) {
      const secondsLeft = (this.windowStart + WINDOW_MS - now) / 1000;
      throw retryLater(429, 'RATE_LIMITED', 'Too many requests. Please wait a minute and try again.', secondsLeft);
    }
  }
}
