/**
 * Whether `digits` is a barcode a product can carry (docs/catalogue-file.md, `barcode`): a UPC-A (12 digits)
 * or an EAN-13 (13 digits) whose last digit is the check digit of the others (GS1: from the right, the
 * digits before the check digit weigh 3, 1, 3, ...; the check digit brings the sum to a multiple of 10).
 */
export function isValidGtin(digits: string): boolean {
  if (!/^(\d{12}|\d{13})$/.test(digits)) return false;
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const fromRight = body.length - 1 - i;
    sum += Number(body[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}
