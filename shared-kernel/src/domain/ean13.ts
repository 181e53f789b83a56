/**
 * Prepares a product barcode for an EAN-13 drawing (docs/product.md §5.7, "Barcode"): digits only;
 * 12 digits (a UPC-A) get a leading '0', 13 digits are used as is, any other length gets two
 * leading zeros. The result is not guaranteed to be a valid EAN-13; the drawing decides how to fail.
 */
export function normalizeEan13(value: string | number | null | undefined): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  if (digits.length === 12) return `0${digits}`;
  if (digits.length === 13) return digits;
  return `00${digits}`;
}
