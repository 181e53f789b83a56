import type { FastifyRequest } from 'fastify';
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE, storePicture, type StoredPicture } from '../../catalogue/picture-store';
import type { Deps } from '../../deps';
import { AppError, badRequest } from '../../lib/errors';

/**
 * The back office's picture uploads (docs/product.md §13.5): a product's pictures, a brand's logo, a
 * category's tile and banner. A multipart form: its text fields first, then its files, each stored as it
 * arrives (storePicture: the type read from the content, resized, a thumbnail made) into the folder the
 * fields name, so no more than one picture is held in memory. A file that is no picture refuses the upload
 * whole (422), naming it; a picture stored for a refused upload stays on disk, under the name of its content,
 * and is the same file when it is sent again.
 */
export interface GivenPicture {
  /** The name it was sent with, made safe to keep (docs/catalogue-file.md: no folders). */
  fileName: string;
  stored: StoredPicture;
}

const given = new WeakMap<FastifyRequest, GivenPicture[]>();

/** The pictures readPictureForm stored for this request, in the order they came. */
export const givenPictures = (request: FastifyRequest): GivenPicture[] => given.get(request) ?? [];

const NAME_LENGTH = 120;

/** A file's name as kept: its last path part, on one line, shortened to fit; 'picture' for none. */
export function uploadName(raw: string | undefined): string {
  const base = (raw ?? '')
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (base === '' || base === '.' || base === '..') return 'picture';
  if (base.length <= NAME_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return `${base.slice(0, NAME_LENGTH - ext.length)}${ext}`;
}

export interface PictureFormOptions {
  /** The files' field name. */
  fileField: string;
  maxFiles: number;
  /** The folder under uploads/ the fields given so far store into; undefined while they do not say. */
  folder: (fields: Readonly<Record<string, string>>) => string | undefined;
}

const tooLarge = (fileField: string, name: string) => {
  const message = `${name} ${PICTURE_TOO_LARGE}`;
  return new AppError(413, 'PAYLOAD_TOO_LARGE', message, { [fileField]: [message] });
};

/** A staff call's readInput: the form's text fields, for its contract; the pictures, for givenPictures. */
export const readPictureForm =
  (deps: Deps, { fileField, maxFiles, folder }: PictureFormOptions) =>
  async (request: FastifyRequest): Promise<Record<string, string>> => {
    if (!request.isMultipart())
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the pictures as multipart/form-data.');
    const fields: Record<string, string> = {};
    const pictures: GivenPicture[] = [];
    const refused: string[] = [];
    let current = '';
    try {
      const parts = request.parts({
        limits: { fileSize: MAX_PICTURE_BYTES, files: maxFiles, fields: 10, fieldSize: 1024, parts: maxFiles + 10 },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== fileField) {
          part.file.resume();
          continue;
        }
        const into = folder(fields);
        if (!into) throw badRequest('The form’s fields must come before its files.');
        current = uploadName(part.filename);
        const stored = await storePicture(deps.config.dataDir, into, await part.toBuffer());
        if ('reason' in stored) refused.push(`${current} ${stored.reason}`);
        else pictures.push({ fileName: current, stored });
      }
    } catch (error) {
      // Refused mid-body: the rest is read and dropped, so the client gets the answer rather than a reset.
      request.raw.unpipe();
      request.raw.resume();
      const code = (error as { code?: unknown }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(fileField, current || 'A picture');
      if (code === 'FST_FILES_LIMIT') {
        const message = `At most ${maxFiles} ${maxFiles === 1 ? 'picture' : 'pictures'} at once.`;
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', message, { [fileField]: [message] });
      }
      if (error instanceof AppError) throw error;
      throw new AppError(400, 'BAD_REQUEST', 'The upload could not be read. Please send it again.');
    }
    if (refused.length > 0) throw new AppError(422, 'PICTURE_REFUSED', refused.join(' '), { [fileField]: refused });
    if (pictures.length === 0) {
      const message = 'Choose a picture to upload.';
      throw badRequest(message, { [fileField]: [message] });
    }
    given.set(request, pictures);
    return fields;
  };

/** A product's folder of pictures: `products/<sku>`, the SKU's characters kept safe for a path. */
export const productFolder = (sku: string | undefined): string | undefined => {
  const trimmed = sku?.trim();
  return trimmed ? `products/${trimmed.replace(/[^A-Za-z0-9_-]/g, '_')}` : undefined;
};
