import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { fileSafe } from '../seed/assets';

/**
 * Product, brand and category pictures the distributor gives (docs/catalogue-file.md, "Images"): the type
 * is decided by the picture's content, never its name; the picture is stored at most 1 600 px on its long
 * side, with a thumbnail at most 400 px (the product lists' `Tfilepath1`), both WebP, under a name made from
 * the SHA-256 of the bytes given, so the same picture given again is the same file.
 */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** Decoding a picture of more pixels than this is refused (a small file can claim a huge canvas). */
const MAX_PICTURE_PIXELS = 40_000_000;
const PICTURE_TYPES: Record<string, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  gif: 'GIF',
};
export const PICTURE_REFUSED = 'is not a JPEG, PNG, WebP or GIF picture';
export const PICTURE_TOO_LARGE = `is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB`;

export interface StoredPicture {
  /** Public path of the stored picture (`/uploads/...`). */
  filepath1: string;
  tfilepath1: string;
  sha256: string;
}

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Stores `bytes` under `<dataDir>/uploads/<folder>/`; the reason it was refused otherwise. sharp reads the
 * picture's own header for its format (JPEG, PNG, WebP or GIF only: an SVG could carry script), and its
 * pixel limit stops a decompression bomb before anything is decoded.
 */
export async function storePicture(
  dataDir: string,
  folder: string,
  bytes: Buffer,
): Promise<StoredPicture | { reason: string }> {
  if (bytes.length > MAX_PICTURE_BYTES) return { reason: PICTURE_TOO_LARGE };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS }).metadata()).format;
  } catch {
    return { reason: PICTURE_REFUSED };
  }
  if (!format || !PICTURE_TYPES[format]) return { reason: PICTURE_REFUSED };
  const sha256 = sha256Of(bytes);
  const relativeFolder = folder.split('/').map(fileSafe).join('/');
  const base = `${relativeFolder}/${sha256.slice(0, 16)}`;
  const main = path.join(dataDir, 'uploads', `${base}.webp`);
  const thumb = path.join(dataDir, 'uploads', `${base}-thumb.webp`);
  try {
    if (!fs.existsSync(main) || !fs.existsSync(thumb)) {
      await fs.promises.mkdir(path.dirname(main), { recursive: true });
      const picture = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS }).rotate();
      // Written beside, then renamed: a reader never sees half a picture, and two imports of one picture
      // at once each write a whole one.
      const partial = `.${process.pid}.${Date.now()}.partial`;
      await picture
        .clone()
        .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toFile(main + partial);
      await picture
        .clone()
        .resize({ width: 400, height: 400, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(thumb + partial);
      await fs.promises.rename(main + partial, main);
      await fs.promises.rename(thumb + partial, thumb);
    }
  } catch {
    return { reason: PICTURE_REFUSED };
  }
  return { filepath1: `/uploads/${base}.webp`, tfilepath1: `/uploads/${base}-thumb.webp`, sha256 };
}

/** Whether `bytes` would be stored (a JPEG, PNG, WebP or GIF within the limits), without storing it. */
export async function checkPicture(bytes: Buffer): Promise<{ sha256: string } | { reason: string }> {
  if (bytes.length > MAX_PICTURE_BYTES) return { reason: PICTURE_TOO_LARGE };
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS }).metadata();
    if (!format || !PICTURE_TYPES[format]) return { reason: PICTURE_REFUSED };
  } catch {
    return { reason: PICTURE_REFUSED };
  }
  return { sha256: sha256Of(bytes) };
}
