/**
 * Where to go after signing in, from a `returnTo` query value. Only a path on this site is accepted
 * (an open redirect would let a phishing link bounce a buyer to another site with our login page in
 * between): it must start with one '/', carry no scheme, no backslash and no control characters,
 * and must not lead back to the sign-in pages. Anything else gives '/'.
 */
const AUTH_PATHS = ['/login', '/register', '/forgot-password', '/reset-password'];

export function safeReturnPath(value: string | null | undefined): string {
  if (!value) return '/';
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//')) return '/';
  // Browsers treat '\' like '/', so '/\evil.example' would be protocol-relative.
  if (path.includes('\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return '/';
  let url: URL;
  try {
    url = new URL(path, 'http://site.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://site.invalid') return '/';
  if (AUTH_PATHS.some((auth) => url.pathname === auth || url.pathname.startsWith(`${auth}/`))) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
