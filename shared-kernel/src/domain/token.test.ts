import { decodeTokenPayload, isTokenExpired } from './token';

/** Builds an unsigned JWT-shaped token; the client never checks signatures. */
function makeToken(payload: unknown): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('decodeTokenPayload', () => {
  it('decodes the claims of a JWT', () => {
    expect(decodeTokenPayload(makeToken({ sub: '42', exp: 1700000000 }))).toEqual({ sub: '42', exp: 1700000000 });
  });

  it('decodes base64url characters and UTF-8 text', () => {
    // '?>?' style payloads produce '-' and '_' in base64url; the name needs UTF-8 decoding.
    const payload = { name: 'Zoë ~~~??>>', exp: 1 };
    const token = makeToken(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenPayload(token)).toEqual(payload);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ["the text 'null'", 'null'],
    ['one segment', 'abc'],
    ['not base64', 'a.b*c.d'],
    ['not JSON', `x.${btoa('not json')}.y`],
    ['a JSON array', `x.${btoa('[1,2]')}.y`],
    ['a JSON number', `x.${btoa('5')}.y`],
  ])('gives null for %s', (_label, token) => {
    expect(decodeTokenPayload(token)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  const now = 1_700_000_000;

  it('is false while exp is now or later', () => {
    expect(isTokenExpired(makeToken({ exp: now + 60 }), now)).toBe(false);
    expect(isTokenExpired(makeToken({ exp: now }), now)).toBe(false);
  });

  it('is true once exp is earlier than now', () => {
    expect(isTokenExpired(makeToken({ exp: now - 1 }), now)).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ["the text 'null'", 'null'],
    ['undecodable', 'garbage'],
    ['without exp', makeToken({ sub: 'x' })],
    ['with a text exp', makeToken({ exp: String(now + 60) })],
  ])('is true when the token is %s', (_label, token) => {
    expect(isTokenExpired(token, now)).toBe(true);
  });

  it('defaults to the current time in seconds', () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect(isTokenExpired(makeToken({ exp: inAnHour }))).toBe(false);
    expect(isTokenExpired(makeToken({ exp: Math.floor(Date.now() / 1000) - 3600 }))).toBe(true);
  });
});
