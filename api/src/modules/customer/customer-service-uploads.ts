import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { csUploadMessages } from '@storefront/shared-kernel/domain';
import { AppError } from '../../lib/errors';
import {
  createTextCheck,
  detectFileType,
  hasAllowedExtension,
  isSystemError,
  namesText,
  notAllowedType,
  safeFileName,
  storedExtension,
} from './customer-service-file-types';

/** One stored attachment as the request row keeps it: the safe name, the random name on disk, the checked type. */
export interface StoredFile {
  name: string;
  stored: string;
  type: string;
  size: number;
}

/** Takes bytes from the account's daily allowance as they arrive; throws (429) past it. */
export interface UploadAllowance {
  take(bytes: number): void;
}

export const STORAGE_FAILED_MESSAGE = 'We could not store your message right now. Please try again in a few minutes.';

/** The disk failed us (full, unwritable): said as a 503 the buyer can act on; the cause goes to the log. */
export const storageFailed = (cause?: unknown) =>
  Object.assign(new AppError(503, 'STORAGE_UNAVAILABLE', STORAGE_FAILED_MESSAGE), { cause });

const filesRefusal = (status: number, code: string, message: string) =>
  new AppError(status, code, message, { files: [message] });

export interface UploadBatchOptions {
  /** The uploads folder (`<dataDir>/cs-uploads`); made when the first file arrives, not before. */
  dir: string;
  maxFileBytes: number;
  maxRequestBytes: number;
  /** Opened when the first file arrives: a message without files reads no allowance. */
  openAllowance: () => Promise<UploadAllowance>;
  /** Where a file's bytes go; a test gives one that fails (a full disk). */
  openWriteStream?: (filePath: string) => Writable;
}

/**
 * The files of one message, each streamed to disk as it arrives (never whole in memory) under a random
 * name, checked as it comes (sizes, the daily allowance, text) and typed by its content once written.
 * A failure of the disk is a 503; `discard` removes everything this batch wrote.
 */
export class UploadBatch {
  readonly files: StoredFile[] = [];
  private readonly written = new Set<string>();
  private total = 0;
  private allowance: Promise<UploadAllowance> | undefined;

  constructor(private readonly options: UploadBatchOptions) {}

  /** Streams one file part to disk; answers what was stored, or throws why it was refused. */
  async add(filename: string, content: Readable): Promise<StoredFile> {
    const name = safeFileName(filename);
    // Refused by its name before a byte is stored (the rest of the part is read and dropped).
    if (!hasAllowedExtension(name)) {
      content.resume();
      throw notAllowedType(name);
    }
    const allowance = await (this.allowance ??= this.options.openAllowance());
    const id = crypto.randomUUID();
    const partial = path.join(this.options.dir, `${id}.part`);
    try {
      await fs.promises.mkdir(this.options.dir, { recursive: true }).catch((cause: unknown) => {
        throw storageFailed(cause);
      });
      this.written.add(partial);
      const text = namesText(name) ? createTextCheck() : null;
      const size = await this.write(name, content, partial, allowance, text?.push);
      if (size === 0) throw filesRefusal(400, 'VALIDATION_FAILED', csUploadMessages.empty(name));
      const type = await detectFileType(partial, name, text?.isText() ?? false).catch((error: unknown) => {
        throw isSystemError(error) ? storageFailed(error) : error;
      });
      const stored = `${id}${storedExtension(type)}`;
      const final = path.join(this.options.dir, stored);
      this.written.add(final);
      await fs.promises.rename(partial, final).catch((cause: unknown) => {
        throw storageFailed(cause);
      });
      this.written.delete(partial);
      const file = { name, stored, type, size };
      this.files.push(file);
      return file;
    } catch (error) {
      content.resume();
      await this.remove([partial]);
      throw error;
    }
  }

  /** Removes every file this batch wrote (a refused or failed message leaves nothing behind). */
  async discard(): Promise<void> {
    await this.remove([...this.written]);
    this.files.length = 0;
  }

  /** Bytes stored by this batch so far. */
  get bytes(): number {
    return this.total;
  }

  private async remove(paths: string[]) {
    await Promise.all(paths.map((p) => fs.promises.rm(p, { force: true }).catch(() => undefined)));
    for (const p of paths) this.written.delete(p);
  }

  /** Pipes the part into the file, counting and checking each chunk on its way; answers the file's size. */
  private async write(
    name: string,
    content: Readable,
    filePath: string,
    allowance: UploadAllowance,
    readText: ((chunk: Uint8Array) => void) | undefined,
  ): Promise<number> {
    const { maxFileBytes, maxRequestBytes } = this.options;
    let size = 0;
    const inspect = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        size += chunk.length;
        this.total += chunk.length;
        try {
          if (size > maxFileBytes)
            throw filesRefusal(413, 'PAYLOAD_TOO_LARGE', csUploadMessages.fileTooLarge(name, maxFileBytes));
          if (this.total > maxRequestBytes)
            throw filesRefusal(413, 'PAYLOAD_TOO_LARGE', csUploadMessages.requestTooLarge(maxRequestBytes));
          allowance.take(chunk.length);
          readText?.(chunk);
          done(null, chunk);
        } catch (error) {
          done(error as Error);
        }
      },
    });
    const sink = (this.options.openWriteStream ?? ((p) => fs.createWriteStream(p, { flags: 'wx' })))(filePath);
    // Which stream failed first: the disk's failure is ours to say (503), the client's is not.
    let failedFirst: 'disk' | 'other' | undefined;
    sink.once('error', () => (failedFirst ??= 'disk'));
    for (const stream of [content, inspect]) stream.once('error', () => (failedFirst ??= 'other'));
    try {
      await pipeline(content, inspect, sink);
    } catch (error) {
      throw failedFirst === 'disk' ? storageFailed(error) : error;
    }
    return size;
  }
}

/** A `.part` this old is no upload still on its way: the longest allowed one takes seconds, not an hour. */
export const LEFTOVER_PART_MS = 60 * 60 * 1000;

/**
 * Removes what uploads cut short by a crash left behind: files still named `<uuid>.part`, past
 * LEFTOVER_PART_MS old (a younger one may belong to a request of another process still running).
 * Answers how many went. A folder not made yet has none.
 */
export async function sweepLeftoverParts(dir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < LEFTOVER_PART_MS) continue;
    await fs.promises.rm(file, { force: true });
    removed++;
  }
  return removed;
}
