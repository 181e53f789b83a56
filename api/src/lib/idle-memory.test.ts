import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fullCollection, IdleReclaimer, reclaimMemoryWhenIdle } from './idle-memory';

const OPTIONS = { quietMs: 5000, busyRequests: 100, rounds: 3 };

/** A reclaimer whose rounds are recorded; `busy` notes `count` requests at time `at`. */
function recorded() {
  const rounds: number[] = [];
  const reclaimer = new IdleReclaimer((round) => rounds.push(round), OPTIONS);
  const busy = (count: number, at: number) => {
    for (let i = 0; i < count; i++) reclaimer.noteRequest(at);
  };
  return { rounds, reclaimer, busy };
}

describe('IdleReclaimer', () => {
  it('after 100 requests and 5 s without one, reclaims in 3 rounds, one per check, then stops', () => {
    const { rounds, reclaimer, busy } = recorded();
    busy(100, 1_000);
    expect(reclaimer.check(5_999)).toBe(false);
    expect(reclaimer.check(6_000)).toBe(true);
    expect(reclaimer.check(7_000)).toBe(true);
    expect(reclaimer.check(8_000)).toBe(true);
    expect(reclaimer.check(9_000)).toBe(false);
    expect(reclaimer.check(60_000)).toBe(false);
    expect(rounds).toEqual([0, 1, 2]);
  });

  it('does not reclaim while requests keep coming, nor after a trickle of fewer than 100', () => {
    const { rounds, reclaimer, busy } = recorded();
    for (let at = 0; at < 60_000; at += 1_000) {
      busy(50, at);
      expect(reclaimer.check(at + 999)).toBe(false);
    }
    const trickle = recorded();
    trickle.busy(99, 0);
    expect(trickle.reclaimer.check(30_000)).toBe(false);
    expect([...rounds, ...trickle.rounds]).toEqual([]);
  });

  it('a request ends the rounds; the next busy spell and quiet starts them again', () => {
    const { rounds, reclaimer, busy } = recorded();
    busy(100, 0);
    expect(reclaimer.check(5_000)).toBe(true);
    busy(1, 5_500);
    expect(reclaimer.check(6_000)).toBe(false);
    expect(reclaimer.check(20_000)).toBe(false); // one request since the last reclaim is no busy spell
    busy(100, 30_000);
    expect(reclaimer.check(35_000)).toBe(true);
    expect(rounds).toEqual([0, 0]);
  });
});

describe('fullCollection', () => {
  it('collects garbage the process no longer holds', () => {
    const collect = fullCollection();
    collect();
    const before = process.memoryUsage().heapUsed;
    let garbage: string[] | null = Array.from({ length: 200_000 }, (_, i) => `garbage ${i} `.repeat(8));
    const grown = process.memoryUsage().heapUsed;
    expect(grown - before).toBeGreaterThan(20 * 1024 * 1024);
    expect(garbage.length).toBe(200_000);
    garbage = null;
    collect();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(5 * 1024 * 1024);
  });
});

describe('reclaimMemoryWhenIdle', () => {
  it("counts the server's requests and, once it is quiet, drops the caches once and collects", async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let drops = 0;
    let dropped!: () => void;
    const droppedOnce = new Promise<void>((resolve) => (dropped = resolve));
    const stop = reclaimMemoryWhenIdle(
      server,
      () => {
        drops++;
        dropped();
      },
      { quietMs: 20, busyRequests: 5, rounds: 3 },
    );
    try {
      for (let i = 0; i < 5; i++) await (await fetch(`http://127.0.0.1:${port}/`)).text();
      await droppedOnce;
      expect(drops).toBe(1);
    } finally {
      stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
