import { clearStoredToken, storeToken, syncSessionCookie } from './token-storage';
import { sessionTokenOf } from '../contracts/first-paint.contract';
import { SESSION_COOKIE, readSessionCookie } from './session-cookie';

/** A token whose payload has `exp` seconds from now (the signature is not read in the browser). */
const tokenExpiringIn = (seconds: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds })).replace(/=+$/, '')}.s`;

describe('session cookie', () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      setter.call(this, value);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    clearStoredToken();
    localStorage.clear();
  });

  it('holds the stored token for as long as the token lives, same-site only', () => {
    const token = tokenExpiringIn(3600);
    storeToken(token);
    expect(readSessionCookie()).toBe(token);
    expect(written.at(-1)).toMatch(new RegExp(`^${SESSION_COOKIE}=.+; path=/; max-age=(3600|3599); samesite=strict$`));
  });

  it('is removed with the token', () => {
    storeToken(tokenExpiringIn(3600));
    clearStoredToken();
    expect(readSessionCookie()).toBeNull();
    expect(written.at(-1)).toContain('max-age=0');
  });

  it('is not written for a token that already expired', () => {
    storeToken(tokenExpiringIn(-10));
    expect(readSessionCookie()).toBeNull();
  });

  it('follows the stored token at boot: a sign-in from before the cookie, or one ended elsewhere', () => {
    const token = tokenExpiringIn(600);
    localStorage.setItem('token', token);
    syncSessionCookie();
    expect(readSessionCookie()).toBe(token);
    localStorage.removeItem('token');
    syncSessionCookie();
    expect(readSessionCookie()).toBeNull();
  });

  it('is read from a cookie header by its own name only, and not at all when malformed', () => {
    expect(sessionTokenOf('a=1; storefront_session=abc%2Edef; b=2')).toBe('abc.def');
    expect(sessionTokenOf('my_storefront_session=abc')).toBeNull();
    expect(sessionTokenOf(undefined)).toBeNull();
    expect(sessionTokenOf('storefront_session=')).toBeNull();
    expect(sessionTokenOf('storefront_session=%E0%A4%A')).toBeNull();
  });
});
