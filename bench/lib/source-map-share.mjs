// How many bytes of a minified script come from given sources, read from its source map: each
// generated segment is attributed to the source of its mapping (up to the next segment).
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = DIGIT.get(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The fraction (0..1) of the script's characters whose source matches `isOwn(sourcePath)`. */
export function sourceShare(code, map, isOwn) {
  const lines = code.split('\n');
  const own = map.sources.map((s) => isOwn(s));
  let source = 0;
  let ownChars = 0;
  let total = 0;
  map.mappings.split(';').forEach((line, row) => {
    const length = lines[row]?.length ?? 0;
    let column = 0;
    let previous = null;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const [dc, ds] = decodeSegment(seg);
      column += dc;
      if (ds !== undefined) source += ds;
      if (previous) {
        const span = column - previous.column;
        total += span;
        if (previous.isOwn) ownChars += span;
      }
      previous = { column, isOwn: ds !== undefined && own[source] };
    }
    if (previous) {
      const span = Math.max(length - previous.column, 0);
      total += span;
      if (previous.isOwn) ownChars += span;
    }
  });
  return total ? ownChars / total : 0;
}
