import { PREVIEW_OVERRIDE_KEY, previewUrl, readPreview, takePreviewParam } from './preview-override';

const at = (query: string) => new URL(`http://shop.test/search${query}`);

beforeEach(() => localStorage.clear());

describe('takePreviewParam', () => {
  const TOKEN = '0123456789abcdef0123456789abcdef';
  const server = (remotes: unknown) => jest.fn(async (_token: string) => remotes);

  it('does nothing without the parameter', async () => {
    const askServer = server({});
    expect(await takePreviewParam(at('?keyword=rice'), localStorage, askServer)).toBe(false);
    expect(askServer).not.toHaveBeenCalled();
    expect(localStorage.getItem(PREVIEW_OVERRIDE_KEY)).toBeNull();
  });

  it('stores the versions the server holds for the token, keeping earlier previews', async () => {
    await takePreviewParam(
      at(`?remotes-preview=${TOKEN}`),
      localStorage,
      server({ checkout: { version: '0.1.0-aaa' } }),
    );
    const askServer = server({ catalog: { version: '0.2.0-bbb' }, search: { version: '1.0.0' }, account: {} });
    expect(await takePreviewParam(at(`?remotes-preview=${TOKEN}`), localStorage, askServer)).toBe(true);
    expect(askServer).toHaveBeenCalledWith(TOKEN);
    expect(readPreview(localStorage)).toEqual({
      checkout: { version: '0.1.0-aaa' },
      catalog: { version: '0.2.0-bbb' },
    });
  });

  it('takes no versions from the link itself, nor from a token the server does not know', async () => {
    const unknown = server(null);
    expect(await takePreviewParam(at('?remotes-preview=catalog@0.0.0-gone'), localStorage, unknown)).toBe(true);
    await takePreviewParam(
      at(`?remotes-preview=${TOKEN}`),
      localStorage,
      jest.fn(() => Promise.reject(new Error('offline'))),
    );
    expect(localStorage.getItem(PREVIEW_OVERRIDE_KEY)).toBeNull();
  });

  it('refuses versions that could leave the release folder', async () => {
    await takePreviewParam(
      at(`?remotes-preview=${TOKEN}`),
      localStorage,
      server({ catalog: { version: '../../evil' } }),
    );
    expect(readPreview(localStorage)).toEqual({});
  });

  it('clears every preview with off', async () => {
    await takePreviewParam(
      at(`?remotes-preview=${TOKEN}`),
      localStorage,
      server({ catalog: { version: '0.2.0-bbb' } }),
    );
    expect(await takePreviewParam(at('?remotes-preview=off'), localStorage)).toBe(true);
    expect(localStorage.getItem(PREVIEW_OVERRIDE_KEY)).toBeNull();
  });
});

describe('previewUrl', () => {
  it('swaps the version into the active URL', () => {
    expect(previewUrl('/remotes/mf-catalog/0.1.0-a/mf-manifest.json', '0.1.0-a', { version: '0.2.0-b' })).toBe(
      '/remotes/mf-catalog/0.2.0-b/mf-manifest.json',
    );
  });

  it('uses a given URL as is', () => {
    expect(previewUrl('/remotes/x/1/m.json', '1', { version: '2', url: 'https://cdn.test/2/m.json' })).toBe(
      'https://cdn.test/2/m.json',
    );
  });
});
