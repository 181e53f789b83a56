import { logSilentFailure } from './log-silent-failure';

describe('logSilentFailure', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("names what failed and the server's refusal: status, code and message", () => {
    const refusal = {
      response: { status: 503, data: { is_success: false, code: 'API_UNAVAILABLE', message: 'Down' } },
    };
    logSilentFailure('the banners', refusal);
    expect(warn).toHaveBeenCalledWith('[storefront] the banners failed to load: 503 API_UNAVAILABLE Down');
  });

  it('names a call that got no answer by its error', () => {
    logSilentFailure('the menu', Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }));
    expect(warn).toHaveBeenCalledWith('[storefront] the menu failed to load: Network Error');
    logSilentFailure('the filters', 'odd');
    expect(warn).toHaveBeenLastCalledWith('[storefront] the filters failed to load: odd');
  });

  it('leaves out a call the page cancelled', () => {
    logSilentFailure('the specifications', Object.assign(new Error('canceled'), { code: 'ERR_CANCELED' }));
    logSilentFailure('the images', new DOMException('The operation was aborted.', 'AbortError'));
    expect(warn).not.toHaveBeenCalled();
  });
});
