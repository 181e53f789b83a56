import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

interface WorkerReply {
  id: number;
  ok: boolean;
  ready?: boolean;
  rows?: unknown[];
  affectedRows?: number;
  error?: { message: string; code?: string; constraint?: string; detail?: string; table?: string };
}

/** A database error carried back from the worker, shaped like node-postgres' so one handler reads both. */
export class PgliteQueryError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
  constructor(error: NonNullable<WorkerReply['error']>) {
    super(error.message);
    Object.assign(this, error);
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * PGlite is single-process: two processes on one folder (the server and the admin CLI) would
 * corrupt it. A pid file refuses the second one with a clear message; a stale file is taken over.
 */
function acquireFolderLock(folder: string): string {
  const file = path.join(folder, 'storefront.lock');
  const holder = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : 0);
  if (holder && holder !== process.pid && isAlive(holder))
    throw new Error(
      `The embedded database in ${folder} is in use by process ${holder}. Stop it first (or use DATABASE_URL).`,
    );
  fs.writeFileSync(file, String(process.pid));
  return file;
}

/** Talks to PGlite running in a worker thread (see pglite-worker.mjs for why it is a worker). */
class PgliteClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, (reply: WorkerReply) => void>();
  private nextId = 1;
  readonly ready: Promise<void>;

  constructor(location: string | null) {
    this.worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), { workerData: { dataDir: location } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.once('message', () => resolve());
    });
    this.worker.on('message', (reply: WorkerReply) => {
      const settle = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      // An idle worker must not keep the process alive (a forgotten db.destroy() would hang it);
      // it is referenced only while a query waits for it.
      if (this.pending.size === 0) this.worker.unref();
      settle?.(reply);
    });
    // A crashed worker must fail its waiting queries (503), not leave them hanging forever.
    const failAll = (reason: string) => {
      this.dead = reason;
      for (const [id, settle] of this.pending) {
        this.pending.delete(id);
        settle({ id, ok: false, error: { message: reason, code: '57P01' } });
      }
    };
    this.worker.on('error', (error) => failAll(`PGlite worker failed: ${error.message}`));
    this.worker.on('exit', () => failAll('PGlite worker stopped'));
  }

  private dead: string | undefined;

  async send(kind: 'query' | 'exec' | 'close', sql = '', params: readonly unknown[] = []): Promise<WorkerReply> {
    await this.ready;
    if (this.dead) throw new PgliteQueryError({ message: this.dead, code: '57P01' });
    const id = this.nextId++;
    const reply = await new Promise<WorkerReply>((resolve) => {
      this.worker.ref();
      this.pending.set(id, resolve);
      this.worker.postMessage({ id, kind, sql, params });
    });
    if (!reply.ok) throw new PgliteQueryError(reply.error ?? { message: 'PGlite query failed' });
    return reply;
  }

  async close(): Promise<void> {
    try {
      await this.send('close');
    } finally {
      await this.worker.terminate();
    }
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly client: PgliteClient) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.client.send('query', compiled.sql, compiled.parameters);
    return { rows: (reply.rows ?? []) as R[], numAffectedRows: BigInt(reply.affectedRows ?? 0) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on embedded PGlite');
  }
}

/**
 * PGlite has one connection. A queue hands it to one user at a time, so a query issued while
 * another request's transaction is open waits instead of running inside that transaction.
 */
class PgliteDriver implements Driver {
  private client: PgliteClient | undefined;
  private connection: PgliteConnection | undefined;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;
  private lockFile: string | undefined;
  /** Queries holding or waiting for the connection. */
  private users = 0;

  constructor(private readonly location: string | null) {}

  async init(): Promise<void> {
    if (this.location) this.lockFile = acquireFolderLock(this.location);
    this.client = new PgliteClient(this.location);
    await this.client.ready;
    this.connection = new PgliteConnection(this.client);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.users++;
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection!;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    this.users--;
    release?.();
  }

  /**
   * Resolves once no query holds or waits for the connection, and none has come in the turn after the
   * last one ended: a call that runs its queries one after the other issues the next in the same turn
   * as the answer to the one before, so work that waits for this goes between calls, not inside one.
   * After `patienceMs` it resolves at the next gap between queries even if callers keep coming, so such
   * work still ends under steady traffic instead of piling up.
   */
  async whenQuiet(patienceMs: number): Promise<void> {
    const until = Date.now() + patienceMs;
    for (;;) {
      await this.queue;
      await new Promise((resolve) => setImmediate(resolve));
      if (this.users === 0 || Date.now() >= until) return;
    }
  }

  async destroy(): Promise<void> {
    try {
      await this.client?.close();
    } finally {
      if (this.lockFile) fs.rmSync(this.lockFile, { force: true });
    }
  }
}

export class PgliteDialect implements Dialect {
  private readonly driver: PgliteDriver;
  /** `location`: a folder for a persistent database, or null for one in memory. */
  constructor(location: string | null) {
    this.driver = new PgliteDriver(location);
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return this.driver;
  }
  /** See PgliteDriver.whenQuiet. */
  whenQuiet(patienceMs: number): Promise<void> {
    return this.driver.whenQuiet(patienceMs);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
