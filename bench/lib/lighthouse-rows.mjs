// The rows of the bench's Lighthouse part (docs/performance.md §1.5): each page's runs summed up as medians,
// beside the goals of the issue "every landing page paints at once", with the runs whose trace was lost.
import { meanByKind } from './lantern-blocking.mjs';
import { median } from './median.mjs';

/**
 * The runtime errors Lighthouse reports as a trace it failed to record ("Something went wrong with recording
 * the trace", its lh-error.js), not a page that failed to load or paint: such a run is a lost sample, which its
 * page's rows name (docs/performance.md §1.5). Any other runtime error (NO_FCP among them) fails the part.
 */
export const TRACE_NOT_RECORDED = new Set(['NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_NAVSTART', 'NO_DCL']);

/**
 * A run that ended in Lighthouse's runtime error `error`, its trace kept at `kept`: a lost sample when the trace
 * was not recorded; any other error is thrown.
 */
export function lostRun(url, error, kept) {
  if (TRACE_NOT_RECORDED.has(error.code)) return { lost: `${error.code} (its trace: ${kept})` };
  throw new Error(`Lighthouse on ${url}: ${error.message} (its trace: ${kept})`);
}

/** The goals of each page (issue "every landing page paints at once"): Lighthouse's scale of 0-100. */
export const GOALS = {
  performance: { min: 90 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  tbtMs: { max: 200 },
  lcpMs: { max: 2500 },
  cls: { max: 0.02 },
};

/** The three kinds of task that blocked longest, as a row's note shows them. */
const largestKinds = (byKind) =>
  Object.entries(byKind)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ');

/** The medians of a page's runs, the audits any run failed, and the runs whose trace Lighthouse lost. */
export function summarizeRuns(all) {
  const results = all.filter((r) => !r.lost);
  const of = (key) => (results.length > 0 ? median(results.map((r) => r[key])) : null);
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    cpuMs: of('cpuMs'),
    cpuBlockingMs: of('cpuBlockingMs'),
    blockingByKind: meanByKind(results.map((r) => r.blockingByKind)),
    finalUrl: results[0]?.finalUrl ?? null,
    failing: [...new Set(results.flatMap((r) => r.failing))],
    lost: all.filter((r) => r.lost).map((r) => r.lost),
    runs: all,
  };
}

const idOf = (preset, who, page) =>
  `lh-${preset}-${who}-${page.split('?')[0].replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}`;

/** The six rows of one page and preset: each figure beside its goal, and how many runs it stands on. */
export function pageRows(preset, who, page, measured) {
  const runs = measured.runs.length;
  const id = idOf(preset, who, page);
  const where = `Lighthouse ${preset}, ${who} ${page.split('?')[0]}`;
  const measuredRuns = runs - measured.lost.length;
  // A run whose trace Lighthouse lost is named in every row of its page, never dropped quietly.
  const lost = measured.lost.length > 0 && `${measured.lost.length} of ${runs} runs lost: ${measured.lost.join('; ')}`;
  const note = [measuredRuns > 0 ? `median of ${measuredRuns}` : 'not measured', lost].filter(Boolean).join('; ');
  const row = (suffix, label, value, unit, goal, baseline = note) => ({
    id: `${id}-${suffix}`,
    label: `${where}: ${label}`,
    value: value === null ? null : Math.round(value * 1000) / 1000,
    unit,
    goal,
    baseline,
    pass: value === null ? false : goal.max !== undefined ? value <= goal.max : value >= goal.min,
  });
  const failing = measured.failing.length > 0 ? `failing: ${measured.failing.join(', ')}` : note;
  return [
    row(
      'performance',
      'performance',
      measured.performance,
      '',
      GOALS.performance,
      [measured.fcpMs === null ? 'not measured' : `FCP ${Math.round(measured.fcpMs)} ms`, lost]
        .filter(Boolean)
        .join('; '),
    ),
    row('accessibility', 'accessibility', measured.accessibility, '', GOALS.accessibility, failing),
    row('best-practices', 'best practices', measured.bestPractices, '', GOALS.bestPractices, failing),
    row(
      'tbt',
      'TBT',
      measured.tbtMs,
      'ms',
      GOALS.tbtMs,
      // The same from the page thread's CPU time, which the machine's other work does not lengthen (§1.5).
      // And the kinds of task whose simulated time blocked most (lantern-blocking.mjs).
      [
        note,
        measured.cpuBlockingMs !== null &&
          `from CPU time ${Math.round(measured.cpuBlockingMs)} ms (page thread ${Math.round(measured.cpuMs)} ms)`,
        measured.blockingByKind && `most: ${largestKinds(measured.blockingByKind)}`,
      ]
        .filter(Boolean)
        .join('; '),
    ),
    row('lcp', 'LCP', measured.lcpMs, 'ms', GOALS.lcpMs),
    row('cls', 'CLS', measured.cls, '', GOALS.cls),
  ];
}
