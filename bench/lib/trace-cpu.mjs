// The page thread's CPU time in a Lighthouse trace (docs/performance.md §1.5). Lighthouse's TBT reads each
// task's wall time, which on this shared 2-core machine includes every moment the thread waited for a core;
// a task's CPU time (`tdur`) does not, so builds compare by it where TBT only shows the machine's noise.

/** Lighthouse's simulated phone runs every task four times as long; TBT counts what passes 50 ms of each. */
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;

/** The renderer's main thread that ran the page: the one with the most trace events. */
function pageThread(events) {
  const names = new Map();
  for (const e of events) {
    if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') names.set(`${e.pid}:${e.tid}`, true);
  }
  const counts = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (names.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * The page thread's CPU time from its navigation on, and the blocking time its tasks would add up to if
 * each took its CPU time four times over: Σ max(0, 4 × CPU − 50 ms). Null when the trace has no page thread.
 */
export function pageThreadCpu(trace) {
  const events = trace?.traceEvents ?? [];
  const thread = pageThread(events);
  if (!thread) return null;
  const onThread = (e) => `${e.pid}:${e.tid}` === thread;
  const starts = events.filter((e) => e.name === 'navigationStart' && onThread(e)).map((e) => e.ts);
  const from = starts.length > 0 ? Math.min(...starts) : -Infinity;
  let cpuMs = 0;
  let blockingMs = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !onThread(e) || e.ts < from) continue;
    const ms = (e.tdur ?? 0) / 1000;
    cpuMs += ms;
    blockingMs += Math.max(0, CPU_SLOWDOWN * ms - BLOCKING_MS);
  }
  return { cpuMs, blockingMs };
}
