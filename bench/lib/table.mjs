// The bench table: measure, value, goal, in-run baseline, previous run, verdict.
const goalText = (goal, unit) =>
  goal ? `${goal.max !== undefined ? '<=' : '>='} ${goal.max ?? goal.min} ${unit}` : 'report';

export function printTable(rows, title) {
  const lines = rows.map((r) => [
    r.label,
    `${r.value ?? 'n/a'} ${r.unit}`.trim(),
    goalText(r.goal, r.unit).trim(),
    r.baseline ?? '',
    r.previous === null || r.previous === undefined ? '' : String(r.previous),
    r.pass === null ? '' : r.pass ? 'ok' : 'MISS',
  ]);
  const head = ['measure', 'value', 'goal', 'baseline (same run)', 'previous', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cols) => cols.map((c, i) => c.padEnd(widths[i])).join(' | ');
  process.stdout.write(`\n${title}\n${fmt(head)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n`);
  for (const l of lines) process.stdout.write(`${fmt(l)}\n`);
}
