import fs from 'node:fs';
import path from 'node:path';

/** Decodes a MIME body by its transfer encoding (what nodemailer writes: 7bit, quoted-printable, base64). */
function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** An .eml file as readable text: the headers of each part, then its decoded body. */
export function readEml(raw: string): string {
  const split = (part: string) => {
    const at = part.search(/\r?\n\r?\n/);
    return at < 0 ? { headers: part, body: '' } : { headers: part.slice(0, at), body: part.slice(at).trimStart() };
  };
  const { headers, body } = split(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return `${headers}\n\n${decodeBody(headers, body)}`;
  const parts = body.split(`--${boundary}`).slice(1, -1);
  return [headers, ...parts.map((part) => readEml(part.replace(/^\r?\n/, '')))].join('\n\n');
}

/** The decoded emails of a data folder's outbox, newest first. */
export function outbox(dataDir: string): { file: string; text: string }[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs || b.localeCompare(a))
    .map((file) => ({ file, text: readEml(fs.readFileSync(file, 'utf8')) }));
}

/** The newest email whose decoded text contains every one of `needles`, or undefined. */
export const findEmail = (dataDir: string, ...needles: string[]) =>
  outbox(dataDir).find(({ text }) => needles.every((needle) => text.includes(needle)));

/** The path and query of the reset link in an email (the host part names the server that sent it). */
export function resetLinkIn(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No reset link in:\n${text}`);
  return match[1];
}
