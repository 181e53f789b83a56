import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * On the embedded database only one process may open the data folder, and that is the running
 * server. So a rep need not stop the store to approve an account, the server opens a private admin
 * channel: it writes its loopback address and a random token to `<data>/admin-channel.json`
 * (readable only by its owner), and the admin CLI, finding the folder in use, sends the command
 * there, at the address the server listens on. Nothing outside this machine can use it: the route
 * answers only callers on this machine (loopback, or the very address they called) that present the
 * token.
 */
export interface AdminChannel {
  url: string;
  token: string;
}

export const adminChannelFile = (dataDir: string): string => path.join(dataDir, 'admin-channel.json');

/** Where this machine reaches a server listening on `host`: an any-address bind answers on loopback. */
export const channelUrl = (host: string, port: number): string => {
  // Any address: IPv4 loopback, which a dual-stack '::' answers too (IPv6 loopback may be turned off).
  if (host === '' || host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
};

export function openAdminChannel(dataDir: string, port: number, host = '127.0.0.1'): AdminChannel {
  const channel = { url: channelUrl(host, port), token: crypto.randomBytes(32).toString('hex') };
  fs.writeFileSync(adminChannelFile(dataDir), JSON.stringify(channel), { mode: 0o600 });
  return channel;
}

export function closeAdminChannel(dataDir: string, channel: AdminChannel): void {
  // Only our own file: a newer server on the same folder may have replaced it.
  const current = readAdminChannel(dataDir);
  if (current?.token === channel.token) fs.rmSync(adminChannelFile(dataDir), { force: true });
}

export function readAdminChannel(dataDir: string): AdminChannel | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(adminChannelFile(dataDir), 'utf8')) as Partial<AdminChannel>;
    return typeof parsed.url === 'string' && typeof parsed.token === 'string' ? (parsed as AdminChannel) : null;
  } catch {
    return null;
  }
}

/** Constant-time comparison, so the token cannot be guessed from response times. */
export const tokensMatch = (given: unknown, expected: string): boolean => {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
};
