// Where Lighthouse's simulated TBT comes from (docs/performance.md §1.5). Lighthouse's mobile TBT is Lantern's
// simulation, not the trace's tasks as they ran: Lantern's TBT step is wrapped here, and each simulated task of
// the page's thread that blocks between the estimated first paint and interactive is kept by what it did. No
// library reports this; Lighthouse is pinned (package.json), and its Lantern modules are reached by their paths:
// should they move, the breakdown is left out and every row stays as it was.

const LANTERN = '@paulirish/trace_engine/models/trace/lantern';

/** What a simulated main-thread task did, from the trace events it holds. */
export function taskKind(childEvents) {
  const named = (name) => childEvents.find((event) => event.name === name);
  if (named('DocumentLoader::CommitNavigation')) return 'navigation';
  const evaluated = named('EvaluateScript');
  if (evaluated) {
    const file = (evaluated.args?.data?.url ?? '').split(/[?#]/)[0].split('/').pop();
    // A build's file without its content hash, so runs of different builds add up by name.
    return `script ${/\.js$/.test(file) ? file.replace(/\.[0-9a-f]{8,}\.js$/, '.js') : 'inline'}`;
  }
  if (named('Layout')) return 'layout';
  if (named('ParseHTML')) return 'parse';
  if (named('TimerFire')) return 'timer';
  if (named('FunctionCall') || named('EventDispatch')) return 'callback';
  if (
    childEvents.some((event) =>
      /^(Resource(ReceiveResponse|ReceivedData|Finish)|NavigationBodyLoader)/.test(event.name),
    )
  ) {
    return 'response';
  }
  return 'other';
}

/** Each TBT estimate's blocking time by kind of task, since the last take. */
const estimates = [];
let watching = null;

/**
 * Starts keeping Lantern's blocking time by kind of task (once per process); resolves to false when the
 * modules are not where this version keeps them.
 */
export function watchLanternBlocking() {
  watching ??= (async () => {
    try {
      const { TotalBlockingTime } = await import(`${LANTERN}/metrics/TotalBlockingTime.js`);
      const { calculateTbtImpactForEvent } = await import(`${LANTERN}/metrics/TBTUtils.js`);
      const estimate = TotalBlockingTime.getEstimateFromSimulation;
      TotalBlockingTime.getEstimateFromSimulation = function (simulation, extras) {
        const result = estimate.call(this, simulation, extras);
        // The window TBT's own estimate takes: the opposite first-paint estimate, the same interactive one.
        const { fcpResult, interactiveResult, optimistic } = extras;
        const fcp = (optimistic ? fcpResult.pessimisticEstimate : fcpResult.optimisticEstimate).timeInMs;
        const interactive = (optimistic ? interactiveResult.optimisticEstimate : interactiveResult.pessimisticEstimate)
          .timeInMs;
        const byKind = {};
        for (const [node, timing] of simulation.nodeTimings.entries()) {
          if (node.type !== 'cpu') continue;
          const task = { start: timing.startTime, end: timing.endTime, duration: timing.duration };
          const blocking = calculateTbtImpactForEvent(task, fcp, interactive);
          const kind = taskKind(node.childEvents);
          if (blocking > 0) byKind[kind] = (byKind[kind] ?? 0) + blocking;
        }
        estimates.push(byKind);
        return result;
      };
      return true;
    } catch {
      return false;
    }
  })();
  return watching;
}

/** The mean blocking time of each kind of task over the maps given (a null one, a run without, is left out). */
export function meanByKind(maps) {
  const known = maps.filter(Boolean);
  if (known.length === 0) return null;
  const mean = {};
  for (const byKind of known) {
    for (const [kind, ms] of Object.entries(byKind)) mean[kind] = (mean[kind] ?? 0) + ms / known.length;
  }
  return mean;
}

/**
 * The blocking time by kind of task of the estimates made since the last take: their mean, as Lighthouse's
 * TBT is the mean of its optimistic and pessimistic estimates. Null when none was made.
 */
export const takeLanternBlocking = () => meanByKind(estimates.splice(0));
