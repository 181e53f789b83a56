// A release manager's preview links. A link names a preview by a random token, and the preview itself
// (which remote runs which version) is kept in the data folder, where only the release command writes:
// a link naming versions itself let any page pin a buyer's browser to a missing or older build.
// The server reads the same files (api/src/site/previews.ts): the folder, the token's form, the expiry.
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

const previewsDir = (dataDir) => path.join(dataDir, 'previews');

/** Stores a preview of `remotes` ({ catalog: { version } }) for a day; answers its token. */
function createPreview(dataDir, remotes, now = Date.now()) {
  const dir = previewsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  // Spent previews go as new ones are made: the folder never grows past a day of them.
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (Date.parse(JSON.parse(fs.readFileSync(file, 'utf8')).expiresAt) <= now) fs.rmSync(file, { force: true });
    } catch {
      fs.rmSync(file, { force: true });
    }
  }
  const token = randomBytes(16).toString('hex');
  const preview = { remotes, expiresAt: new Date(now + PREVIEW_TTL_MS).toISOString() };
  fs.writeFileSync(path.join(dir, `${token}.json`), JSON.stringify(preview));
  return token;
}

module.exports = { createPreview, previewsDir, PREVIEW_TTL_MS };
