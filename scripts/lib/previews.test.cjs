const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createPreview, previewsDir, PREVIEW_TTL_MS } = require('./previews.cjs');

describe('preview links', () => {
  let dataDir;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'previews-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keep the preview under an unguessable token for a day', () => {
    const now = Date.parse('2026-11-27T08:00:00Z');
    const token = createPreview(dataDir, { catalog: { version: '0.2.0-abc1234-1f2e3d4c' } }, now);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(fs.readFileSync(path.join(previewsDir(dataDir), `${token}.json`), 'utf8'))).toEqual({
      remotes: { catalog: { version: '0.2.0-abc1234-1f2e3d4c' } },
      expiresAt: new Date(now + PREVIEW_TTL_MS).toISOString(),
    });
    expect(createPreview(dataDir, {}, now)).not.toBe(token);
  });

  it('drop spent previews as new ones are made', () => {
    const now = Date.parse('2026-11-27T08:00:00Z');
    const old = createPreview(dataDir, {}, now);
    fs.writeFileSync(path.join(previewsDir(dataDir), 'broken.json'), '{');
    const fresh = createPreview(dataDir, {}, now + PREVIEW_TTL_MS);
    expect(fs.readdirSync(previewsDir(dataDir))).toEqual([`${fresh}.json`]);
    expect(old).not.toBe(fresh);
  });
});
