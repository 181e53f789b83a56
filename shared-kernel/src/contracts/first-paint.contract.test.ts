import { sessionTokenOf } from './first-paint.contract';

describe('sessionTokenOf', () => {
  it('reads the page cookie from a cookie header by its own name only, and not at all when malformed', () => {
    expect(sessionTokenOf('a=1; storefront_session=abc%2Edef; b=2')).toBe('abc.def');
    expect(sessionTokenOf('my_storefront_session=abc')).toBeNull();
    expect(sessionTokenOf(undefined)).toBeNull();
    expect(sessionTokenOf('storefront_session=')).toBeNull();
    expect(sessionTokenOf('storefront_session=%E0%A4%A')).toBeNull();
  });
});
