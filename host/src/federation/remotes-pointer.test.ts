import { PREVIEW_OVERRIDE_KEY } from './preview-override';
import { fetchRemotesPointer, parseRemotesPointer } from './remotes-pointer';

const catalog = {
  federationName: 'mf_catalog',
  version: '0.1.0-aaa',
  url: 'https://cdn.example/catalog/aaa/mf-manifest.json',
};
const checkout = {
  federationName: 'mf_checkout',
  version: '0.1.0-bbb',
  url: 'https://cdn.example/mf-checkout/0.1.0-bbb/mf-manifest.json',
};
const account = {
  federationName: 'mf_account',
  version: '0.1.0-ccc',
  url: 'https://cdn.example/account/ccc/mf-manifest.json',
};
const admin = {
  federationName: 'mf_admin',
  version: '0.1.0-ddd',
  url: 'https://cdn.example/admin/ddd/mf-manifest.json',
};

const setPreview = (value: unknown) =>
  localStorage.setItem(PREVIEW_OVERRIDE_KEY, typeof value === 'string' ? value : JSON.stringify(value));

afterEach(() => localStorage.clear());

describe('parseRemotesPointer', () => {
  it('keeps the four remotes when every entry is valid', () => {
    expect(parseRemotesPointer({ remotes: { catalog, checkout, account, admin } }, localStorage)).toEqual({
      catalog,
      checkout,
      account,
      admin,
    });
  });

  it('drops malformed entries and keeps the valid ones', () => {
    const pointer = parseRemotesPointer(
      {
        remotes: {
          catalog,
          checkout: { federationName: 'mf_checkout', version: 3, url: 'https://cdn.example/x.json' },
          account: { federationName: 'mf_account', version: '0.1.0' },
        },
      },
      localStorage,
    );
    expect(pointer).toEqual({ catalog });
  });

  it.each([
    ['null entry', { remotes: { catalog: null } }],
    ['string entry', { remotes: { catalog: 'https://cdn.example/m.json' } }],
    ['no remotes key', { catalog }],
    ['null file', null],
    ['undefined file', undefined],
  ])('gives an empty pointer for a %s', (_label, raw) => {
    expect(parseRemotesPointer(raw, localStorage)).toEqual({});
  });

  it('ignores names that are not one of the four remotes', () => {
    expect(parseRemotesPointer({ remotes: { catalog, search: checkout } }, localStorage)).toEqual({ catalog });
  });

  it("applies this browser's preview override to the named remote only", () => {
    const preview = { version: '0.2.0-ddd', url: 'https://cdn.example/catalog/ddd/mf-manifest.json' };
    setPreview({ catalog: preview });

    const pointer = parseRemotesPointer({ remotes: { catalog, checkout } }, localStorage);

    expect(pointer.catalog).toEqual({ federationName: 'mf_catalog', ...preview, isPreview: true });
    expect(pointer.checkout).toEqual(checkout);
  });

  it('ignores an override that would make the entry invalid', () => {
    setPreview({ catalog: { version: 2, url: 'https://cdn.example/catalog/ddd/mf-manifest.json' } });
    expect(parseRemotesPointer({ remotes: { catalog } }, localStorage).catalog).toEqual(catalog);
  });

  it('does not let an override create a remote the pointer does not publish', () => {
    setPreview({ checkout });
    expect(parseRemotesPointer({ remotes: { catalog } }, localStorage)).toEqual({ catalog });
  });

  it.each(['{not json', '"a string"', 'null', '42'])('ignores an unreadable override %s', (text) => {
    setPreview(text);
    expect(parseRemotesPointer({ remotes: { catalog } }, localStorage)).toEqual({ catalog });
  });

  it('reads no override when no storage is given', () => {
    setPreview({ catalog: { version: '9.9.9', url: 'https://elsewhere.example/m.json' } });
    expect(parseRemotesPointer({ remotes: { catalog } })).toEqual({ catalog });
  });
});

describe('fetchRemotesPointer', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('reads /remotes.json uncached and applies the preview override', async () => {
    setPreview({ checkout: { version: '0.3.0-eee' } });
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ remotes: { catalog, checkout } }) });
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    const pointer = await fetchRemotesPointer();

    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(pointer).toEqual({
      catalog,
      checkout: {
        ...checkout,
        version: '0.3.0-eee',
        url: 'https://cdn.example/mf-checkout/0.3.0-eee/mf-manifest.json',
        isPreview: true,
      },
    });
  });

  it('fails when the file answers an error status', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503 }) as unknown as typeof fetch;
    await expect(fetchRemotesPointer()).rejects.toThrow('remotes.json answered 503');
  });
});
