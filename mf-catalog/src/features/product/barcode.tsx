import { normalizeEan13 } from '@storefront/shared-kernel';
import { barRuns, encodeEan13 } from './ean13';
import styles from './product.module.css';

const QUIET = 11; // modules of white space left of the bars, where the first digit is printed
const BAR_HEIGHT = 60;
const GUARD_EXTRA = 6;
const TEXT_SIZE = 11;

/** Modules that belong to the guard bars, drawn longer as on a printed label. */
const isGuard = (module: number) => module < 3 || (module >= 45 && module < 50) || module >= 92;

/**
 * The product's barcode as an EAN-13 drawing (docs/product.md §5.7): the value is normalised first
 * (12 digits get a leading 0, other lengths two). A value that is still not a valid EAN-13 shows
 * as text only.
 */
export function Barcode({ value }: { value: string }) {
  const code = normalizeEan13(value);
  const modules = encodeEan13(code);
  if (!modules) {
    return (
      <p className={styles.barcodeText} data-testid="barcode" data-value={code}>
        Barcode: {value || 'N/A'}
      </p>
    );
  }
  const width = QUIET + modules.length + 7;
  const height = BAR_HEIGHT + GUARD_EXTRA + 2;
  const digitY = BAR_HEIGHT + TEXT_SIZE;
  return (
    <svg
      className={styles.barcode}
      data-testid="barcode"
      data-value={code}
      role="img"
      aria-label={`Barcode ${code}`}
      viewBox={`0 0 ${width} ${height + 4}`}
      width={width * 2}
      height={(height + 4) * 2}
    >
      <rect width={width} height={height + 4} fill="#fff" />
      {barRuns(modules).map(([start, runWidth]) => (
        <rect
          key={start}
          x={QUIET + start}
          y={0}
          width={runWidth}
          height={isGuard(start) ? BAR_HEIGHT + GUARD_EXTRA : BAR_HEIGHT}
          fill="#000"
        />
      ))}
      <g fontFamily="monospace" fontSize={TEXT_SIZE} textAnchor="middle" fill="#000" aria-hidden="true">
        <text x={QUIET / 2} y={digitY}>
          {code[0]}
        </text>
        <text x={QUIET + 3 + 21} y={digitY} textLength={38} lengthAdjust="spacingAndGlyphs">
          {code.slice(1, 7)}
        </text>
        <text x={QUIET + 50 + 21} y={digitY} textLength={38} lengthAdjust="spacingAndGlyphs">
          {code.slice(7)}
        </text>
      </g>
    </svg>
  );
}
