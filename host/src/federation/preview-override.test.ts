import { applyPreviewParam, PREVIEW_OVERRIDE_KEY, previewUrl, readPreview } from './preview-override';

const at = (query: string) => new URL(`http://shop.test/search${query}`);

beforeEach(() => localStorage.clear());

describe('applyPreviewParam', () => {
  it('does nothing without the parameter', () => {
    expect(applyPreviewParam(at('?keyword=rice'), localStorage)).toBe(false);
    expect(localStorage.getItem(PREVIEW_OVERRIDE_KEY)).toBeNull();
  });

  it('stores the named versions of known remotes, keeping earlier previews', () => {
    applyPreviewParam(at('?remotes-preview=checkout@0.1.0-aaa'), localStorage);
    expect(applyPreviewParam(at('?remotes-preview=catalog@0.2.0-bbb,search@1.0.0,account@'), localStorage)).toBe(true);
    expect(readPreview(localStorage)).toEqual({
      checkout: { version: '0.1.0-aaa' },
      catalog: { version: '0.2.0-bbb' },
    });
  });

  it('refuses versions that could leave the release folder', () => {
    applyPreviewParam(at('?remotes-preview=catalog@../../evil'), localStorage);
    expect(readPreview(localStorage)).toEqual({});
  });

  it('clears every preview with off', () => {
    applyPreviewParam(at('?remotes-preview=catalog@0.2.0-bbb'), localStorage);
    expect(applyPreviewParam(at('?remotes-preview=off'), localStorage)).toBe(true);
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
