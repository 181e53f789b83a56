import { TOKEN_STORAGE_KEY, clearStoredToken, getStoredToken, storeToken } from './token-storage';

describe('token storage', () => {
  afterEach(() => localStorage.clear());

  it('stores, reads and clears the token under "token"', () => {
    expect(TOKEN_STORAGE_KEY).toBe('token');
    storeToken('t.o.k');
    expect(localStorage.getItem('token')).toBe('t.o.k');
    expect(getStoredToken()).toBe('t.o.k');
    clearStoredToken();
    expect(getStoredToken()).toBeNull();
  });

  it.each(['null', 'undefined', ''])('reads %j as no token', (text) => {
    localStorage.setItem('token', text);
    expect(getStoredToken()).toBeNull();
  });

  it('clears instead of storing an empty token', () => {
    storeToken('t.o.k');
    storeToken(null);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
