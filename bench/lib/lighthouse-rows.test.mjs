import { lostRun, pageRows, summarizeRuns } from './lighthouse-rows.mjs';

const run = (performance, tbtMs) => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs,
  cls: 0,
  cpuMs: 400,
  cpuBlockingMs: 150,
  blockingByKind: { layout: 100 },
  finalUrl: 'http://site/ecatalog',
  failing: [],
});
const rowsOf = (all) => pageRows('mobile', 'visitor', '/ecatalog', summarizeRuns(all));
const byId = (rows) => Object.fromEntries(rows.map((row) => [row.id.replace('lh-mobile-visitor-ecatalog-', ''), row]));

describe('a Lighthouse run whose trace was not recorded', () => {
  it('is a lost sample for the codes Lighthouse reports as a trace it failed to record', () => {
    for (const code of ['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_DCL']) {
      expect(lostRun('http://site/', { code, message: 'm' }, '/tmp/t.json')).toEqual({
        lost: `${code} (its trace: /tmp/t.json)`,
      });
    }
  });

  it('fails the part for any other runtime error, naming the page and the kept trace', () => {
    expect(() =>
      lostRun('http://site/', { code: 'NO_FCP', message: 'The page did not paint any content.' }, '/tmp/t.json'),
    ).toThrow('Lighthouse on http://site/: The page did not paint any content. (its trace: /tmp/t.json)');
  });

  it('leaves the medians to the runs Lighthouse could read, and every row of the page says so', () => {
    const rows = byId(rowsOf([run(80, 600), { lost: 'NO_NAVSTART (its trace: /tmp/t.json)' }, run(92, 150)]));
    expect(rows.performance.value).toBe(92); // the upper middle of 80 and 92
    expect(rows.tbt.value).toBe(600);
    for (const row of Object.values(rows)) expect(row.baseline).toContain('1 of 3 runs lost: NO_NAVSTART');
    expect(rows.lcp.baseline).toBe('median of 2; 1 of 3 runs lost: NO_NAVSTART (its trace: /tmp/t.json)');
    expect(rows.performance.pass).toBe(true);
  });

  it('leaves a page whose every run was lost not measured, its goals missed', () => {
    const rows = byId(rowsOf([{ lost: 'NO_NAVSTART (its trace: /tmp/t.json)' }]));
    for (const row of Object.values(rows)) {
      expect(row.value).toBeNull();
      expect(row.pass).toBe(false);
      expect(row.baseline).toContain('not measured');
    }
  });

  it('says nothing of lost runs when none was lost', () => {
    const rows = byId(rowsOf([run(85, 300)]));
    expect(rows.performance.baseline).toBe('FCP 900 ms');
    expect(rows.lcp.baseline).toBe('median of 1');
  });
});
