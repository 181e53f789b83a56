import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';

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
}

/**
 * Password hashing off the request thread, on at most all cores but one, each hasher a worker thread
 * at the lowest CPU priority (hashing-worker.mjs). Other sign-ins wait their turn in order. Idle
 * workers do not keep the process alive; a busy one does, so a CLI that hashes still finishes.
 */
class HashingPool {
  private readonly size = Math.max(1, os.availableParallelism() - 1);
  private readonly hashers: Hasher[] = [];
  private readonly queue: Job[] = [];
  private workersUnavailable = false;

  hash(password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions): Promise<Buffer> {
    if (this.workersUnavailable) return scryptInProcess(password, salt, keylen, options);
    return new Promise((resolve, reject) => {
      this.queue.push({ password, salt, keylen, options, resolve, reject });
      this.dispatch();
    });
  }

  /** The CPU priority (nice value) the hashers run at; null where the platform has no such thing. */
  async priority(): Promise<number | null> {
    const hasher = this.hashers[0] ?? this.spawn();
    return hasher ? hasher.ready : null;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const hasher = this.hashers.find((h) => !h.job) ?? (this.hashers.length < this.size ? this.spawn() : undefined);
      if (!hasher) return;
      const job = this.queue.shift()!;
      hasher.job = job;
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
      for (const job of this.queue.splice(0))
        scryptInProcess(job.password, job.salt, job.keylen, job.options).then(job.resolve, job.reject);
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
        worker.unref();
        if (message.ok && message.hash) job?.resolve(Buffer.from(message.hash));
        else job?.reject(new Error(message.message ?? 'password hashing failed'));
        this.dispatch();
      },
    );
    const lose = (error: Error) => {
      this.hashers.splice(this.hashers.indexOf(hasher), 1);
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
