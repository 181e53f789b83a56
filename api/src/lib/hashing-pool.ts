import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { FairQueue, type FairQueueLimits, type Requester } from './fair-queue';

const scryptInProcess = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

interface Job {
  password: string;
  salt: Buffer;
  keylen: number;
  options: crypto.ScryptOptions;
  resolve: (hash: Buffer) => void;
  reject: (error: Error) => void;
}

interface Hasher {
  worker: Worker;
  ready: Promise<number | null>;
  job?: Job;
  startedAt?: number;
}

const WORKERS = Math.max(1, os.availableParallelism() - 1);

/**
 * At a production hash (~0.3 s here, ~1 s on a busy small server) a sign-in that waits 10 s is still
 * answered well inside the browser's 20 s; one client may have 4 hashes waiting (an office behind one
 * address), 64 in all (each waiting job holds only its password and salt).
 */
export const HASHING_LIMITS: FairQueueLimits = {
  workers: WORKERS,
  perClient: 4,
  total: 64,
  maxWaitMs: 10_000,
  initialServiceMs: 500,
};

/**
 * Password hashing off the request thread, on at most all cores but one, each hasher a worker thread
 * at the lowest CPU priority (hashing-worker.mjs). Hashes wait in a fair queue (fair-queue.ts): clients
 * take turns, so one address's burst cannot hold up another's sign-in, and a hash that could not start
 * in time is refused with 429 or 503 instead of waiting. Idle workers do not keep the process alive; a
 * busy one does, so a CLI that hashes still finishes.
 */
export class HashingPool {
  private readonly hashers: Hasher[] = [];
  private readonly queue: FairQueue<Job>;
  private workersUnavailable = false;

  constructor(private readonly limits: FairQueueLimits = HASHING_LIMITS) {
    this.queue = new FairQueue<Job>(limits);
  }

  /** Hashes for `who` (a request's client and account); without one, for the process itself (never refused). */
  hash(
    password: string,
    salt: Buffer,
    keylen: number,
    options: crypto.ScryptOptions,
    who?: Requester,
  ): Promise<Buffer> {
    if (this.workersUnavailable) return scryptInProcess(password, salt, keylen, options);
    return new Promise((resolve, reject) => {
      this.queue.add(who, { password, salt, keylen, options, resolve, reject });
      this.dispatch();
    });
  }

  /** Hashes waiting for a worker. */
  get waiting(): number {
    return this.queue.size;
  }

  /** The CPU priority (nice value) the hashers run at; null where the platform has no such thing. */
  async priority(): Promise<number | null> {
    const hasher = this.hashers[0] ?? this.spawn();
    return hasher ? hasher.ready : null;
  }

  private dispatch(): void {
    while (this.queue.size > 0) {
      const hasher =
        this.hashers.find((h) => !h.job) ?? (this.hashers.length < this.limits.workers ? this.spawn() : undefined);
      if (!hasher) return;
      const job = this.queue.take();
      if (!job) return;
      hasher.job = job;
      hasher.startedAt = performance.now();
      hasher.worker.ref();
      const { password, salt, keylen, options } = job;
      hasher.worker.postMessage({ id: 1, password, salt, keylen, options });
    }
  }

  private spawn(): Hasher | undefined {
    let worker: Worker;
    try {
      worker = new Worker(path.join(__dirname, 'hashing-worker.mjs'));
    } catch {
      // No worker threads here: hash in this process rather than not at all.
      this.workersUnavailable = true;
      for (let job = this.queue.take(); job; job = this.queue.take()) {
        this.queue.done(0); // the queue is not used again

        scryptInProcess(job.password, job.salt, job.keylen, job.options).then(job.resolve, job.reject);
      }
      return undefined;
    }
    worker.unref();
    let announced: (priority: number | null) => void = () => {};
    const hasher: Hasher = { worker, ready: new Promise((resolve) => (announced = resolve)) };
    worker.on(
      'message',
      (message: { id: number; ok: boolean; hash?: Uint8Array; message?: string; priority?: number | null }) => {
        if (message.id === 0) return announced(message.priority ?? null);
        const job = hasher.job;
        hasher.job = undefined;
        this.queue.done(performance.now() - (hasher.startedAt ?? performance.now()));
        worker.unref();
        if (message.ok && message.hash) job?.resolve(Buffer.from(message.hash));
        else job?.reject(new Error(message.message ?? 'password hashing failed'));
        this.dispatch();
      },
    );
    const lose = (error: Error) => {
      this.hashers.splice(this.hashers.indexOf(hasher), 1);
      if (hasher.job) this.queue.done(performance.now() - (hasher.startedAt ?? performance.now()));
      hasher.job?.reject(error);
      hasher.job = undefined;
      announced(null);
      this.dispatch();
    };
    worker.on('error', lose);
    worker.on('exit', (code) => {
      if (this.hashers.includes(hasher)) lose(new Error(`password hasher stopped (${code})`));
    });
    this.hashers.push(hasher);
    return hasher;
  }
}

export const hashingPool = new HashingPool();
