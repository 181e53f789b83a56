import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * An e-catalog's cover drawn from its PDF's first page (docs/product.md §13.7) by poppler's `pdftoppm`
 * (Debian's poppler-utils, which scripts/ensure-system-deps.sh installs): a PNG at most 600 px on its long
 * side, in a folder of its own that is removed after, the program stopped after 30 s. The picture is then
 * stored as every other one (picture-store.ts: WebP, with a thumbnail).
 *
 * `npm start` installs nothing: a server without pdftoppm still adds catalogs, without a cover, and says a
 * cover must be uploaded; its log says so once.
 */
const run = promisify(execFile);
const TIMEOUT_MS = 30_000;

/** The program that draws the page; a test names one that does not exist to see a server without it. */
export const pdfRenderer = { command: 'pdftoppm' };

export type DrawnCover = { png: Buffer } | { reason: 'no-renderer' | 'unreadable' };

interface Log {
  warn: (object: object, message: string) => void;
}

/** Whether the renderer was found the last time it was run; undefined before it is first asked. */
let isInstalled: boolean | undefined;
let hasToldMissing = false;

function noteMissing(log: Log): void {
  isInstalled = false;
  if (hasToldMissing) return;
  hasToldMissing = true;
  log.warn(
    { command: pdfRenderer.command },
    'e-catalog covers cannot be made from PDFs: pdftoppm (Debian: poppler-utils) is not installed, so each cover must be uploaded (docs/product.md §13.7)',
  );
}

const isNotFound = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** The first page of the PDF at `pdfFile` as a PNG, or why there is none. */
export async function drawFirstPage(pdfFile: string, log: Log): Promise<DrawnCover> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sf-ecatalog-cover-'));
  try {
    await run(
      pdfRenderer.command,
      ['-png', '-f', '1', '-l', '1', '-scale-to', '600', pdfFile, path.join(folder, 'cover')],
      { timeout: TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
    );
    isInstalled = true;
    // pdftoppm numbers the page in the name it writes (cover-1.png, cover-01.png…): the one PNG there.
    const drawn = (await fs.promises.readdir(folder)).find((name) => name.endsWith('.png'));
    if (!drawn) return { reason: 'unreadable' };
    return { png: await fs.promises.readFile(path.join(folder, drawn)) };
  } catch (error) {
    if (isNotFound(error)) {
      noteMissing(log);
      return { reason: 'no-renderer' };
    }
    log.warn({ err: error }, "an e-catalog's first page could not be drawn");
    return { reason: 'unreadable' };
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

/** Whether this server can draw covers: asked of the program once (its version), then known from each drawing. */
export async function canDrawCovers(log: Log): Promise<boolean> {
  if (isInstalled === undefined) {
    try {
      await run(pdfRenderer.command, ['-v'], { timeout: 5_000 });
      isInstalled = true;
    } catch (error) {
      // Any answer but "not found" (an exit code of its own for -v) means it is there.
      if (isNotFound(error)) noteMissing(log);
      else isInstalled = true;
    }
  }
  return isInstalled === true;
}

/** Forgets what was learnt of the renderer (tests that change `pdfRenderer.command`). */
export function forgetRenderer(): void {
  isInstalled = undefined;
  hasToldMissing = false;
}
