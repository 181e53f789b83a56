import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readPointer, writePointer, type Pointer } from '../../scripts/lib/pointer.cjs';

export const dataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  return dir;
};

/** Changes remotes.json for the journey and gives back a function that restores it. */
export function repoint(change: (pointer: Pointer) => void): () => void {
  const original = readPointer(dataDir());
  const changed: Pointer = structuredClone(original);
  change(changed);
  writePointer(dataDir(), changed);
  return () => writePointer(dataDir(), original);
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/**
 * Serves one remote's release folder from its own origin, as a CDN would, so a journey can stop
 * that server and see what buyers see when a remote's host is down.
 */
export async function serveReleasesFrom(
  folder: string,
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const pending = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    if (delayMs > 0 && request.url?.includes('remoteEntry')) {
      // A slow origin: the entry answers only after the delay (or never, if the server stops first).
      const timer = setTimeout(() => serve(request, response), delayMs);
      pending.add(timer);
      return;
    }
    serve(request, response);
  });
  const serve = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const file = path.join(folder, path.normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')));
    if (!file.startsWith(folder) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
    fs.createReadStream(file).pipe(response);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
