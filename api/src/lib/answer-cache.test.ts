import { AnswerCache, answerCacheOf, dropExpiredAnswers, MAX_KEY_LENGTH } from './answer-cache';

/** A load that counts its calls and can be settled from the test. */
function controlledLoad(answer = 'a') {
  const calls = { count: 0 };
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = () => {
    calls.count++;
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const settle = () => pending.splice(0).forEach((p) => p.resolve(answer));
  const fail = () => pending.splice(0).forEach((p) => p.reject(new Error('database down')));
  return { load, calls, settle, fail };
}

let now = 1_000_000;
beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

describe('AnswerCache', () => {
  it('serves a kept answer until its time is up, then loads again', async () => {
    const cache = new AnswerCache({ ttlMs: 5000, maxEntries: 10 });
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await cache.get('k', load)).toBe('answer 1');
    now += 4999;
    expect(await cache.get('k', load)).toBe('answer 1');
    now += 1;
    expect(await cache.get('k', load)).toBe('answer 2');
    expect(loads).toBe(2);
  });

  it('lets concurrent misses of one key share one load', async () => {
    const cache = new AnswerCache({ ttlMs: 5000, maxEntries: 10 });
    const { load, calls, settle } = controlledLoad('shared');
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    settle();
    expect(await answers).toEqual(['shared', 'shared', 'shared']);
    expect(calls.count).toBe(1);
  });

  it('does not keep a failure: the next caller loads again', async () => {
    const cache = new AnswerCache({ ttlMs: 5000, maxEntries: 10 });
    const first = controlledLoad();
    const failed = cache.get('k', first.load);
    first.fail();
    await expect(failed).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('keeps at most maxEntries, dropping the least recently used first', async () => {
    const cache = new AnswerCache({ ttlMs: 5000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    await cache.get('a', async () => 'reloaded a'); // a is now the most recently used
    await cache.get('d', async () => 'd'); // b goes
    expect(cache.size).toBe(3);
    expect(await cache.get('a', async () => 'reloaded a')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded b')).toBe('reloaded b');
    for (let i = 0; i < 1000; i++) await cache.get(`keyword ${i}`, async () => 'x');
    expect(cache.size).toBe(3);
  });

  it('never keeps an answer whose key is too long', async () => {
    const cache = new AnswerCache({ ttlMs: 5000, maxEntries: 10 });
    const key = 'k'.repeat(MAX_KEY_LENGTH + 1);
    let loads = 0;
    await cache.get(key, async () => String(++loads));
    await cache.get(key, async () => String(++loads));
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets everything on clear() and keeps nothing with a time of 0', async () => {
    const cache = new AnswerCache({ ttlMs: 5000, maxEntries: 10 });
    await cache.get('k', async () => 'before');
    cache.clear();
    expect(await cache.get('k', async () => 'after')).toBe('after');
    const off = new AnswerCache({ ttlMs: 0, maxEntries: 10 });
    await off.get('k', async () => 'one');
    expect(await off.get('k', async () => 'two')).toBe('two');
    expect(off.size).toBe(0);
  });
  it('peeks at a kept answer only once its load has finished, and primes a key once, off any caller', async () => {
    const cache = new AnswerCache({ ttlMs: 5000, maxEntries: 10 });
    const { load, calls, settle } = controlledLoad('sets');
    expect(cache.peek('k')).toBeUndefined();
    cache.prime('k', load);
    cache.prime('k', load);
    expect(calls.count).toBe(1);
    expect(cache.peek('k')).toBeUndefined(); // still loading: a caller does not wait for it
    settle();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.peek('k')).toBe('sets');
    now += 5000;
    expect(cache.peek('k')).toBeUndefined();
  });

  it('keeps no primed failure (the next prime loads again) and primes nothing it would not keep', async () => {
    const cache = new AnswerCache({ ttlMs: 5000, maxEntries: 10 });
    const { load, calls, fail } = controlledLoad();
    cache.prime('k', load);
    fail();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.peek('k')).toBeUndefined();
    cache.prime('k', load);
    expect(calls.count).toBe(2);

    const off = new AnswerCache({ ttlMs: 0, maxEntries: 10 });
    off.prime('k', load);
    cache.prime('x'.repeat(MAX_KEY_LENGTH + 1), load);
    expect(calls.count).toBe(2);
  });

  it('drops expired answers when swept, keeping live ones and loads on their way, in every cache of a handle', async () => {
    const owner = {};
    const answers = answerCacheOf(owner, { ttlMs: 5000, maxEntries: 10 });
    const callers = answerCacheOf(owner, { ttlMs: 2000, maxEntries: 10, keepOnStockChange: true }, 'callers');
    await answers.get('old', async () => 'old');
    await callers.get('1', async () => 'caller');
    now += 3000;
    await answers.get('new', async () => 'new');
    const { load, settle } = controlledLoad('slow');
    const slow = callers.get('2', load);
    now += 2500; // 'old' and caller 1 expired; 'new' has 2.5 s left; caller 2 still loading
    dropExpiredAnswers(owner);
    expect(answers.size).toBe(1);
    expect(answers.peek('new')).toBe('new');
    expect(callers.size).toBe(1);
    settle();
    expect(await slow).toBe('slow');
  });
});
