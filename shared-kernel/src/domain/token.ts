/** The stored token is sometimes the literal text 'null' (an old client wrote `String(null)`). */
const isAbsentToken = (token: string | null | undefined): token is null | undefined | '' =>
  token === null || token === undefined || token === '' || token === 'null' || token === 'undefined';

/**
 * Decodes base64url with `atob`, which both Node (>= 16) and browsers have; `Buffer` would not
 * exist in the browser bundle. Returns the UTF-8 text, or null when the input is not base64url.
 */
function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    // atob yields one char per byte; percent-encoding the bytes lets decodeURIComponent do UTF-8.
    const percentEncoded = Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
    return decodeURIComponent(percentEncoded.join(''));
  } catch {
    return null;
  }
}

/** The payload (claims) of a JWT, without verifying the signature: only the server can do that. */
export function decodeTokenPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (isAbsentToken(token)) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * docs/product.md §4.3: a missing token, the text 'null', an undecodable token, a token
 * without a numeric `exp`, or an `exp` (seconds) earlier than now all count as expired.
 */
export function isTokenExpired(
  token: string | null | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  const payload = decodeTokenPayload(token);
  const exp = payload?.['exp'];
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp < nowSeconds;
}
