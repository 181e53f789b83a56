import { SESSION_COOKIE, readSessionCookie, syncSessionCookie } from './session-cookie';

describe('the page cookie in the browser', () => {
  afterEach(() => jest.restoreAllMocks());

  it('drops at boot a copy an earlier version wrote by script, where any script could read it', () => {
    document.cookie = `${SESSION_COOKIE}=legacy.token.value; path=/`;
    expect(readSessionCookie()).toBe('legacy.token.value');
    syncSessionCookie();
    expect(readSessionCookie()).toBeNull();
    expect(document.cookie).not.toContain(SESSION_COOKIE);
  });

  it('writes nothing when no script-written copy is there (the server sets its own, HttpOnly)', () => {
    const written = jest.spyOn(document, 'cookie', 'set');
    syncSessionCookie();
    expect(written).not.toHaveBeenCalled();
  });
});
