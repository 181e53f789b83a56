/** Parses `1.2.3` (ignoring pre-release and build suffixes) into numbers. */
const parseVersion = (version: string): [number, number, number] | null => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
};

const compare = (a: [number, number, number], b: [number, number, number]): number =>
  a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether `version` satisfies a caret range such as `^0.1.0` (the only form our packages use).
 * Caret semantics: same left-most non-zero part, and not lower. Anything else is refused, so an
 * unexpected range fails closed instead of mounting a bundle that may not fit.
 */
export const satisfiesCaret = (range: string, version: string): boolean => {
  const trimmed = range.trim();
  if (!trimmed.startsWith('^')) return false;
  const floor = parseVersion(trimmed.slice(1));
  const actual = parseVersion(version);
  if (!floor || !actual) return false;
  if (compare(actual, floor) < 0) return false;
  if (floor[0] > 0) return actual[0] === floor[0];
  if (floor[1] > 0) return actual[0] === 0 && actual[1] === floor[1];
  return actual[0] === 0 && actual[1] === 0 && actual[2] === floor[2];
};
