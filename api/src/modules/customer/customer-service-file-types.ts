import fs from 'node:fs';
import path from 'node:path';
import { CS_UPLOAD_LIMITS } from '@storefront/shared-kernel/contracts';
import { csUploadMessages } from '@storefront/shared-kernel/domain';
import { AppError } from '../../lib/errors';

/** The types a message may carry, each with the extensions its name may have. */
const TYPES: Readonly<Record<string, readonly string[]>> = CS_UPLOAD_LIMITS.types;
const TEXT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = { '.txt': 'text/plain', '.csv': 'text/csv' };
const ALLOWED_EXTENSIONS = new Set(Object.values(TYPES).flat());
const MAX_NAME_LENGTH = 100;

/**
 * What a name must not carry: control characters (C0, DEL, C1: CR/LF could split a mail header),
 * bidirectional marks, embeddings, overrides and isolates (`invoice\u202Efdp.exe` shows as
 * `invoiceexe.pdf`), and invisible joiners and the BOM, which hide what a name says.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

/**
 * The client's file name as data: its last path segment without unsafe characters, at most 100
 * characters with its extension kept. It is shown to the rep and named in the mail, never used as a path.
 */
export const safeFileName = (filename: string): string => {
  const base = (filename.normalize('NFC').replace(UNSAFE_CHARACTERS, '').split(/[\\/]/).pop() ?? '').trim();
  const characters = Array.from(base);
  if (characters.length <= MAX_NAME_LENGTH) return base || 'attachment';
  const extension = Array.from(path.extname(base)).slice(0, 16);
  return [...characters.slice(0, MAX_NAME_LENGTH - extension.length), ...extension].join('');
};

const extensionOf = (name: string) => path.extname(name).toLowerCase();

/** Whether the name's extension is one a message may carry at all (checked before any byte is stored). */
export const hasAllowedExtension = (name: string): boolean => ALLOWED_EXTENSIONS.has(extensionOf(name));

/** Whether the name says text (.txt, .csv): only then are the bytes checked as text while they arrive. */
export const namesText = (name: string): boolean => extensionOf(name) in TEXT_TYPE_BY_EXTENSION;

export const notAllowedType = (name: string) => {
  const message = csUploadMessages.typeNotAllowed(name);
  return new AppError(415, 'UNSUPPORTED_FILE_TYPE', message, { files: [message] });
};

const contentDisagrees = (name: string) => {
  const message = `${name}: the file's content does not match its name.`;
  return new AppError(415, 'UNSUPPORTED_FILE_TYPE', message, { files: [message] });
};

// Control characters no text file needs (tab, line feed, form feed and carriage return are text).
// eslint-disable-next-line no-control-regex -- these are the characters refused
const BINARY_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/u;

/**
 * Checks bytes as text while they arrive: valid UTF-8 (a sequence split between chunks is fine) without
 * NUL or other binary control characters. `isText()` after the last chunk says whether all of it was.
 */
export const createTextCheck = () => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let isText = true;
  const read = (chunk?: Uint8Array) => {
    if (!isText) return;
    try {
      const text = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      if (BINARY_CHARACTERS.test(text)) isText = false;
    } catch {
      isText = false;
    }
  };
  return { push: (chunk: Uint8Array) => read(chunk), isText: () => (read(), isText) };
};

// file-type ships only ES modules: loaded once, on the first file, by a dynamic import.
let detector: Promise<typeof import('file-type')> | undefined;
const fileType = () => (detector ??= import('file-type'));

/** Enough of a file's start for every signature but a ZIP's parts (file-type's own sample size). */
const HEAD_BYTES = 4100;

const readHead = async (filePath: string): Promise<Uint8Array> => {
  const file = await fs.promises.open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await file.read({ buffer: Buffer.alloc(HEAD_BYTES), position: 0 });
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
};

/**
 * The type file-type reads from the first bytes. Only a ZIP is read further, entry header by entry
 * header from disk, to tell XLSX and DOCX from other ZIPs: given a whole PDF, file-type would read up
 * to 10 MB of it into memory looking for an Illustrator mark.
 */
const contentType = async (filePath: string): Promise<string | undefined> => {
  const { fileTypeFromBlob, fileTypeFromBuffer } = await fileType();
  const fromHead = (await fileTypeFromBuffer(await readHead(filePath)))?.mime;
  if (fromHead !== 'application/zip') return fromHead;
  return (await fileTypeFromBlob(await fs.openAsBlob(filePath)))?.mime;
};

/**
 * The type of a stored file, decided by its content: text when its name says text and every byte was
 * (`isText`); otherwise its first bytes (an Office file by the parts its ZIP holds). The name's extension
 * must be one of that type's; anything else is 415.
 */
export async function detectFileType(filePath: string, name: string, isText: boolean): Promise<string> {
  const extension = extensionOf(name);
  // Text has no signature, and a few signatures are only two letters ('BM' of a bitmap): a text name
  // over bytes that are all text is text, and is opened as text by its name.
  const textType = TEXT_TYPE_BY_EXTENSION[extension];
  if (textType && isText) return textType;
  const detected = await contentType(filePath).catch((error: unknown) => {
    // A file that ends inside a part it announces is of no type; the disk failing is not that.
    if (isSystemError(error)) throw error;
    return undefined;
  });
  const extensions = detected ? TYPES[detected] : undefined;
  if (!extensions) throw ALLOWED_EXTENSIONS.has(extension) ? contentDisagrees(name) : notAllowedType(name);
  if (!extensions.includes(extension)) throw contentDisagrees(name);
  return detected!;
}

/** An error of the system (a read or write that failed), as opposed to content that is not what it says. */
export const isSystemError = (error: unknown): boolean =>
  error instanceof Error && typeof (error as { syscall?: unknown }).syscall === 'string';

/** The extension a stored copy gets: the first of its type's (`.jpg` for any JPEG). */
export const storedExtension = (type: string): string => TYPES[type]?.[0] ?? '';
