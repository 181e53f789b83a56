import { retryLater } from './retry-later';

/** Who a piece of work is for: the client address the request came from, and the account it concerns. */
export interface Requester {
  client: string;
  account: string;
}

export interface FairQueueLimits {
  /** How many jobs run at once. */
  workers: number;
  /** Jobs one client may have waiting; one more is refused with 429. */
  perClient: number;
  /** Jobs waiting in all; one more is refused with 503. */
  total: number;
  /** A job expected to wait longer is refused, and one still waiting this long is dropped. */
  maxWaitMs: number;
  /** What a job is taken to cost until one has been timed. */
  initialServiceMs: number;
}

export const BUSY_CLIENT_MESSAGE = 'Too many requests at once. Please try again in a few seconds.';
export const BUSY_SERVER_MESSAGE = 'The service is busy. Please try again in a few seconds.';

interface Waiting<T> {
  item: T;
  deadline: number;
}

/** One client's waiting jobs, by account, in the order the accounts take turns. */
interface ClientLine<T> {
  size: number;
  accounts: Map<string, Waiting<T>[]>;
}

/**
 * Items of a new job ahead of it, among groups (in the order they take turns, one item a turn) of these
 * sizes, when it is `position`th (1-based) in its own group `index` (-1: a new group, which goes last).
 */
const aheadAmong = (sizes: number[], index: number, position: number): number =>
  sizes.reduce(
    (sum, size, g) =>
      sum + (g === index ? position - 1 : Math.min(size, index < 0 || g < index ? position : position - 1)),
    0,
  );

/**
 * A queue served in turns: clients take turns, one job a turn, and within a client its accounts do, so
 * one client's burst waits behind everyone else's first job instead of in front of it. Each client's
 * waiting jobs are capped, and so is the total; a job that would not start within `maxWaitMs` (the
 * measured cost of a job times the jobs ahead of it in this order, over the workers) is refused at once:
 * 429 when the client's own jobs are part of the wait, 503 when the server is simply full. A job still
 * waiting at its deadline (later arrivals took turns before it) is dropped with the same answers.
 * Work of the process itself (no requester: seeding, the CLI) is never refused.
 */
export class FairQueue<T extends { reject(error: Error): void }> {
  private readonly clients = new Map<string, ClientLine<T>>();
  private waiting = 0;
  private running = 0;
  private serviceMs: number;
  private timed = false;

  constructor(
    private readonly limits: FairQueueLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.serviceMs = limits.initialServiceMs;
  }

  /** Jobs waiting (not running). */
  get size(): number {
    return this.waiting;
  }

  /** Queues `item` for `who`, or throws the 429/503 (with its Retry-After) that refuses it. */
  add(who: Requester | undefined, item: T): void {
    this.dropExpired();
    const client = who ? `c:${who.client}` : 'local';
    const account = who?.account ?? '';
    const line = this.clients.get(client);
    if (who) {
      const waitMs = this.waitMs(this.aheadOf(client, account));
      if (line && line.size >= this.limits.perClient)
        throw retryLater(429, 'RATE_LIMITED', BUSY_CLIENT_MESSAGE, waitMs / 1000);
      if (this.waiting >= this.limits.total) throw this.serverBusy();
      if (waitMs > this.limits.maxWaitMs)
        throw line ? retryLater(429, 'RATE_LIMITED', BUSY_CLIENT_MESSAGE, waitMs / 1000) : this.serverBusy();
    }
    const own = line ?? { size: 0, accounts: new Map<string, Waiting<T>[]>() };
    if (!line) this.clients.set(client, own);
    const jobs = own.accounts.get(account) ?? [];
    if (jobs.length === 0) own.accounts.set(account, jobs);
    jobs.push({ item, deadline: who ? this.now() + this.limits.maxWaitMs : Infinity });
    own.size += 1;
    this.waiting += 1;
  }

  /** The next job in turn, counted as running until `done`; undefined when none waits or all workers are busy. */
  take(): T | undefined {
    this.dropExpired();
    if (this.running >= this.limits.workers) return undefined;
    const first = this.clients.entries().next();
    if (first.done) return undefined;
    const [client, line] = first.value;
    const [account, jobs] = line.accounts.entries().next().value!;
    const job = jobs.shift()!;
    // Served: the account and the client go to the back of their lines.
    line.accounts.delete(account);
    if (jobs.length > 0) line.accounts.set(account, jobs);
    line.size -= 1;
    this.clients.delete(client);
    if (line.size > 0) this.clients.set(client, line);
    this.waiting -= 1;
    this.running += 1;
    return job.item;
  }

  /** A job taken has finished after `elapsedMs`: what jobs cost is measured, recent ones weighing most. */
  done(elapsedMs: number): void {
    this.running = Math.max(0, this.running - 1);
    this.serviceMs = this.timed ? this.serviceMs * 0.7 + elapsedMs * 0.3 : elapsedMs;
    this.timed = true;
  }

  /** Jobs ahead of a new one for (client, account), in the order of turns. */
  private aheadOf(client: string, account: string): number {
    const clients = [...this.clients.keys()];
    const line = this.clients.get(client);
    let position = 1;
    if (line) {
      const accounts = [...line.accounts.keys()];
      const index = accounts.indexOf(account);
      const sizes = [...line.accounts.values()].map((jobs) => jobs.length);
      position = 1 + aheadAmong(sizes, index, index < 0 ? 1 : sizes[index]! + 1);
    }
    const sizes = [...this.clients.values()].map((l) => l.size);
    return aheadAmong(sizes, clients.indexOf(client), position);
  }

  /** How long a job with `ahead` jobs before it waits to start: the running ones and those ahead, over the workers. */
  private waitMs(ahead: number): number {
    return Math.floor((ahead + this.running) / this.limits.workers) * this.serviceMs;
  }

  private serverBusy() {
    return retryLater(503, 'SERVICE_BUSY', BUSY_SERVER_MESSAGE, this.waitMs(this.waiting) / 1000);
  }

  /** Refuses every job past its deadline: 429 if its client has others waiting, else 503. */
  private dropExpired(): void {
    const now = this.now();
    for (const [client, line] of this.clients) {
      for (const [account, jobs] of line.accounts) {
        const expired = jobs.filter((job) => job.deadline <= now);
        if (expired.length === 0) continue;
        const kept = jobs.filter((job) => job.deadline > now);
        if (kept.length > 0) line.accounts.set(account, kept);
        else line.accounts.delete(account);
        const crowded = line.size > 1;
        line.size -= expired.length;
        this.waiting -= expired.length;
        for (const job of expired)
          job.item.reject(
            crowded
              ? retryLater(429, 'RATE_LIMITED', BUSY_CLIENT_MESSAGE, this.waitMs(line.size) / 1000)
              : this.serverBusy(),
          );
      }
      if (line.size === 0) this.clients.delete(client);
    }
  }
}
