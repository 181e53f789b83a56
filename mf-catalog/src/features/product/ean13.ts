/**
 * EAN-13 as bars, drawn by ourselves rather than with a barcode library: the symbology is a small
 * table, and the product page stays light. Each digit is 7 modules; '1' is a bar.
 */
const L_CODES = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G_CODES = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R_CODES = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
/** The first digit is not drawn: it picks which left-hand digits use the L or the G set. */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLG', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

export const START_GUARD = '101';
export const CENTER_GUARD = '01010';
export const END_GUARD = '101';
/** 3 + 6x7 + 5 + 6x7 + 3 */
export const EAN13_MODULES = 95;

/** The check digit of the first 12 digits: weights 1 and 3 alternating, from the left. */
export function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(value: string): boolean {
  return /^\d{13}$/.test(value) && ean13CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** The 95 modules of a valid EAN-13, or null when the value is not one (wrong length or check digit). */
export function encodeEan13(value: string): string | null {
  if (!isValidEan13(value)) return null;
  const digits = [...value].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? PARITY[0]!;
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'G' ? G_CODES[d] : L_CODES[d]))
    .join('');
  const right = digits
    .slice(7)
    .map((d) => R_CODES[d])
    .join('');
  return `${START_GUARD}${left}${CENTER_GUARD}${right}${END_GUARD}`;
}

/** Runs of bars as [start module, width] pairs: one rectangle per run keeps the SVG small. */
export function barRuns(modules: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== '1') continue;
    const start = i;
    while (modules[i + 1] === '1') i++;
    runs.push([start, i - start + 1]);
  }
  return runs;
}
