import { FairQueue, type FairQueueLimits, type Requester } from './fair-queue';
import type { RetryLaterError } from './retry-later';

interface Job {
  name: string;
  refused?: RetryLaterError;
  reject(error: Error): void;
}

const job = (name: string): Job => {
  const j: Job = { name, reject: (error) => (j.refused = error as RetryLaterError) };
  return j;
};

const LIMITS: FairQueueLimits = { workers: 1, perClient: 4, total: 10, maxWaitMs: 1000, initialServiceMs: 100 };

/** A queue on a clock that moves only when told. */
const queueOf = (limits: Partial<FairQueueLimits> = {}) => {
  const clock = { now: 0 };
  const queue = new FairQueue<Job>({ ...LIMITS, ...limits }, () => clock.now);
  return { queue, clock };
};

const from = (client: string, account = 'a'): Requester => ({ client, account });

/** Takes every waiting job in turn, finishing each (at `ms` each) as the next is taken. */
const drain = (queue: FairQueue<Job>, ms = 100) => {
  const order: string[] = [];
  for (let next = queue.take(); next; next = queue.take()) {
    order.push(next.name);
    queue.done(ms);
  }
  return order;
};

const refusal = (add: () => void) => {
  try {
    add();
  } catch (error) {
    const e = error as RetryLaterError;
    return { status: e.statusCode, code: e.code, retryAfter: e.retryAfterSeconds };
  }
  throw new Error('not refused');
};

describe('a fair queue', () => {
  it('serves clients in turns, one job a turn, however many one client sent first', () => {
    const { queue } = queueOf({ perClient: 10 });
    for (let i = 1; i <= 4; i++) queue.add(from('flood'), job(`flood-${i}`));
    queue.add(from('buyer'), job('buyer'));
    queue.add(from('other'), job('other'));
    expect(drain(queue)).toEqual(['flood-1', 'buyer', 'other', 'flood-2', 'flood-3', 'flood-4']);
  });

  it("takes a client's accounts in turns too", () => {
    const { queue } = queueOf({ perClient: 10 });
    for (let i = 1; i <= 3; i++) queue.add(from('office', 'x@example.com'), job(`x-${i}`));
    queue.add(from('office', 'y@example.com'), job('y-1'));
    expect(drain(queue)).toEqual(['x-1', 'y-1', 'x-2', 'x-3']);
  });

  it('runs no more jobs at once than it has workers', () => {
    const { queue } = queueOf({ workers: 2 });
    ['a', 'b', 'c'].forEach((c) => queue.add(from(c), job(c)));
    expect([queue.take()?.name, queue.take()?.name, queue.take()]).toEqual(['a', 'b', undefined]);
    queue.done(100);
    expect(queue.take()?.name).toBe('c');
  });

  it("refuses a client's job past its cap with 429 and when to come back, while other clients still get in", () => {
    const { queue } = queueOf();
    for (let i = 0; i < 4; i++) queue.add(from('flood'), job(`f${i}`));
    // 4 of its own ahead, at the 100 ms a job is taken to cost: back in a second.
    expect(refusal(() => queue.add(from('flood'), job('f4')))).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfter: 1,
    });
    expect(() => queue.add(from('buyer'), job('buyer'))).not.toThrow();
  });

  it('refuses any job past the total with 503', () => {
    const { queue } = queueOf({ total: 3, maxWaitMs: 60_000 });
    ['a', 'b', 'c'].forEach((c) => queue.add(from(c), job(c)));
    expect(refusal(() => queue.add(from('d'), job('d')))).toMatchObject({ status: 503, code: 'SERVICE_BUSY' });
  });

  it('refuses a job that could not start in time: 429 when its own jobs are in the way, 503 when others are', () => {
    // 4 clients ahead at 300 ms each: a fifth client's first job would wait 1.2 s of a 1 s budget.
    const { queue } = queueOf({ perClient: 10 });
    queue.add(from('a'), job('a'));
    queue.take();
    queue.done(300); // measured: a job costs 300 ms
    ['a', 'b', 'c', 'd'].forEach((c) => queue.add(from(c), job(c)));
    expect(refusal(() => queue.add(from('e'), job('e')))).toEqual({
      status: 503,
      code: 'SERVICE_BUSY',
      retryAfter: 2,
    });
    // Client a's second job would be behind a, b, c and d: 1.2 s. Its own job is part of the wait.
    expect(refusal(() => queue.add(from('a'), job('a2')))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('drops a job still waiting at its deadline, answering as it would have been refused', () => {
    const { queue, clock } = queueOf({ perClient: 10, maxWaitMs: 1000 });
    const flood = [job('f1'), job('f2'), job('f3')];
    flood.forEach((j) => queue.add(from('flood'), j));
    const lone = job('lone');
    queue.add(from('lone'), lone);
    expect(queue.take()?.name).toBe('f1'); // and hangs
    clock.now = 1000;
    expect(queue.take()).toBeUndefined(); // still one running
    expect(queue.size).toBe(0);
    expect(flood[1]!.refused).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(flood[2]!.refused).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(lone.refused).toMatchObject({ statusCode: 503, code: 'SERVICE_BUSY' });
    expect(lone.refused!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it("never refuses the process's own work (seeding, the CLI)", () => {
    const { queue } = queueOf({ perClient: 1 });
    for (let i = 0; i < 5; i++) queue.add(undefined, job(`local-${i}`));
    queue.add(from('buyer'), job('buyer'));
    expect(drain(queue)).toEqual(['local-0', 'buyer', 'local-1', 'local-2', 'local-3', 'local-4']);
  });
});
