import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE } from './picture-store';

/**
 * The pictures given with a catalogue file (docs/catalogue-file.md, "Images"): a folder (the command line's
 * `--images`) or a zip (the back office's upload), each picture found by its file name without case, wherever
 * it sits inside. Read one at a time when a row uses it, never all at once.
 */
export interface ImageSource {
  readonly count: number;
  has(fileName: string): boolean;
  /** The picture's bytes, or why it cannot be read (too large, named twice). */
  read(fileName: string): Promise<Buffer | { reason: string }>;
  close(): Promise<void>;
}

const key = (fileName: string) => fileName.trim().toLowerCase();
const NAMED_TWICE = 'is in the images twice, in different folders';
/** More files than any catalogue's pictures: a zip of more is refused as a whole. */
export const MAX_IMAGE_FILES = 200_000;

/** Every file under `folder`, by base name. */
export async function folderImages(folder: string): Promise<ImageSource> {
  const files = new Map<string, string | null>();
  for (const entry of await fs.promises.readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const name = key(entry.name);
    files.set(name, files.has(name) ? null : path.join(entry.parentPath, entry.name));
  }
  return {
    count: files.size,
    has: (fileName) => files.has(key(fileName)),
    async read(fileName) {
      const file = files.get(key(fileName));
      if (file === null) return { reason: NAMED_TWICE };
      if (file === undefined) return { reason: 'is not among the images' };
      const { size } = await fs.promises.stat(file);
      if (size > MAX_PICTURE_BYTES) return { reason: PICTURE_TOO_LARGE };
      return fs.promises.readFile(file);
    },
    close: async () => undefined,
  };
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => (error ? reject(error) : resolve(zip!))),
  );

/** Every file of the zip at `file`, by base name; entries are read when asked for. */
export async function zipImages(file: string): Promise<ImageSource> {
  const zip = await openZip(file);
  const entries = new Map<string, yauzl.Entry | null>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) {
        const name = key(path.posix.basename(entry.fileName));
        entries.set(name, entries.has(name) ? null : entry);
      }
      if (entries.size > MAX_IMAGE_FILES) reject(new Error(`The zip holds more than ${MAX_IMAGE_FILES} files.`));
      else zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return {
    count: entries.size,
    has: (fileName) => entries.has(key(fileName)),
    async read(fileName) {
      const entry = entries.get(key(fileName));
      if (entry === null) return { reason: NAMED_TWICE };
      if (entry === undefined) return { reason: 'is not among the images' };
      if (entry.uncompressedSize > MAX_PICTURE_BYTES) return { reason: PICTURE_TOO_LARGE };
      // yauzl checks the bytes it inflates against the size the entry states, so a zip cannot lie about it.
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, read) => (error ? reject(error) : resolve(read!))),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    close: async () => zip.close(),
  };
}
