import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { AppError } from '../src/lib/errors';
import { UploadBatch, type UploadBatchOptions } from '../src/modules/customer/customer-service-uploads';
import { GIF, PDF } from './security/upload-files';

/** The contact form's storage layer alone: files streamed to disk, and what a full disk leaves behind. */
const MB = 1024 * 1024;
let dir: string;
beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sf-upload-store-')), 'cs-uploads');
});
afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

const batchOf = (options: Partial<UploadBatchOptions> = {}) =>
  new UploadBatch({
    dir,
    maxFileBytes: 5 * MB,
    maxRequestBytes: 20 * MB,
    openAllowance: async () => ({ take: () => undefined }),
    ...options,
  });
/** A file arriving in 64 KB chunks, as a part of a request does. */
const arriving = (data: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(data.length / 65536) }, (_, i) => data.subarray(i * 65536, (i + 1) * 65536)),
  );
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);
const onDisk = () => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

/** A disk that fills up after `room` bytes: the first writes land in a real file, then ENOSPC. */
const fillingDisk = (room: number) => (filePath: string) => {
  const file = fs.createWriteStream(filePath, { flags: 'wx' });
  let written = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (written + chunk.length > room) {
        const error = Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
          errno: -28,
          syscall: 'write',
        });
        return done(error);
      }
      written += chunk.length;
      file.write(chunk, done);
    },
    final: (done) => file.end(done),
    destroy: (error, done) => {
      file.destroy();
      file.once('close', () => done(error));
    },
  });
};

describe('UploadBatch', () => {
  it('streams a file to disk under a random name with its checked type', async () => {
    const batch = batchOf();
    const file = await batch.add('quote.pdf', arriving(pdfOf(MB)));
    expect(file).toEqual({
      name: 'quote.pdf',
      stored: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
      type: 'application/pdf',
      size: MB,
    });
    expect(onDisk()).toEqual([file.stored]);
    expect(fs.readFileSync(path.join(dir, file.stored))).toEqual(pdfOf(MB));
  });

  it('a full disk (ENOSPC) in the middle of a file: 503 and no partial file left, nor the files before it', async () => {
    const batch = batchOf({ openWriteStream: fillingDisk(256 * 1024) });
    await batch.add('small.pdf', arriving(pdfOf(100 * 1024)));
    expect(onDisk()).toHaveLength(1);

    const failure = await batch.add('big.pdf', arriving(pdfOf(2 * MB))).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      statusCode: 503,
      code: 'STORAGE_UNAVAILABLE',
      message: 'We could not store your message right now. Please try again in a few minutes.',
    });
    // The half-written file is gone at once; the message's earlier file goes with the message.
    expect(onDisk()).toHaveLength(1);
    await batch.discard();
    expect(onDisk()).toEqual([]);
  });

  it('content refused after it was written (GIF bytes named .pdf) leaves nothing behind', async () => {
    const batch = batchOf();
    await expect(batch.add('scan.pdf', arriving(GIF))).rejects.toMatchObject({ statusCode: 415 });
    expect(onDisk()).toEqual([]);
  });

  it('a file over its limit is cut off where it passes it, and its bytes so far removed', async () => {
    const batch = batchOf({ maxFileBytes: MB });
    await expect(batch.add('big.pdf', arriving(pdfOf(3 * MB)))).rejects.toMatchObject({
      statusCode: 413,
      message: 'big.pdf is larger than 1 MB.',
    });
    expect(onDisk()).toEqual([]);
  });

  it('a name it does not take is refused before the folder is made', async () => {
    const batch = batchOf();
    await expect(batch.add('page.html', arriving(PDF))).rejects.toMatchObject({ statusCode: 415 });
    expect(fs.existsSync(dir)).toBe(false);
  });
});
