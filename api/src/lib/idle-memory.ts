import type { Server } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Gives back the memory of a busy spell once the server goes quiet.
 *
 * Under load V8 grows its heap to keep up with the garbage. When the requests stop, nothing allocates, so
 * no collection runs and the grown heap stays resident: V8's memory reducer gives it back only through
 * its watchdog, about 100 s after the last full collection. Measured on PostgreSQL after a 200-connection
 * run (docs/performance.md §12): RSS 193 MB before, 300 MB after a minute idle, yet the
 * live data after a full collection was below where it started. So after QUIET_MS without a request,
 * following at least BUSY_REQUESTS of them, the server drops its expired answers and runs ROUNDS full
 * collections a second apart (tens of milliseconds each, when no request is waiting): V8 compacts only
 * its most fragmented pages per collection and shrinks its young generation only once it sees allocation
 * has stopped (old space 144 -> 64 -> 42 MB, young generation 32 -> 1 MB at the third; RSS 294 -> 159 MB).
 */
export const QUIET_MS = 5000;
export const BUSY_REQUESTS = 100;
export const ROUNDS = 3;
const CHECK_EVERY_MS = 1000;

export interface IdleOptions {
  quietMs: number;
  busyRequests: number;
  rounds: number;
}

const DEFAULTS: IdleOptions = { quietMs: QUIET_MS, busyRequests: BUSY_REQUESTS, rounds: ROUNDS };

/**
 * When to reclaim: after a busy spell and a quiet of `quietMs`, `rounds` times, one per check; a request
 * ends the rounds (the server is busy again). Times are passed in, so it is tested without waiting.
 */
export class IdleReclaimer {
  private requests = 0;
  private lastRequestAt = 0;
  private roundsLeft = 0;

  constructor(
    /** Called with the round, 0 first. */
    private readonly reclaim: (round: number) => void,
    private readonly options: IdleOptions = DEFAULTS,
  ) {}

  noteRequest(now: number): void {
    this.requests++;
    this.lastRequestAt = now;
    this.roundsLeft = 0;
  }

  /** Runs the next round of reclaiming if it is time; whether it did. */
  check(now: number): boolean {
    if (now - this.lastRequestAt < this.options.quietMs) return false;
    if (this.roundsLeft === 0) {
      if (this.requests < this.options.busyRequests) return false;
      this.requests = 0;
      this.roundsLeft = this.options.rounds;
    }
    this.reclaim(this.options.rounds - this.roundsLeft--);
    return true;
  }
}

/**
 * V8's full collection: `gc` when node runs with --expose-gc, else the same function made available at
 * run time, as jest does for --logHeapUsage (the flag only adds `gc` to contexts made after it).
 */
export function fullCollection(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return exposed;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/**
 * Watches `server`'s requests and, once it is quiet after a busy spell, calls `dropCaches` and collects
 * (IdleReclaimer). Returns the function that stops watching. The timer never keeps the process alive.
 */
export function reclaimMemoryWhenIdle(
  server: Server,
  dropCaches: () => void,
  options: IdleOptions = DEFAULTS,
): () => void {
  const collect = fullCollection();
  const reclaimer = new IdleReclaimer((round) => {
    if (round === 0) dropCaches();
    collect();
  }, options);
  const onRequest = () => reclaimer.noteRequest(Date.now());
  server.on('request', onRequest);
  const timer = setInterval(() => reclaimer.check(Date.now()), Math.min(CHECK_EVERY_MS, options.quietMs));
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
