// Raster pictures for the stricter time-to-grid variant. The demo catalogue's pictures are SVG drawings
// with a caption, which Chromium draws on the page's main thread as a small document each (10-20 ms a
// picture on this machine); a real catalogue's photos are raster files, decoded off that thread. With
// SVGs the static page's own time is mostly those drawings, which flatters the storefront's ratio.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { withDatabase } from './stack.mjs';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A `size` x `size` RGB PNG: a light background and a disc of the given hue (0-359), like the SVGs' shape. */
export function pngPicture(size, hue) {
  const [r, g, b] = [0, 120, 240].map((shift) => Math.round(127 + 100 * Math.cos(((hue + shift) * Math.PI) / 180)));
  const row = size * 3 + 1;
  const pixels = Buffer.alloc(row * size);
  const radius2 = (size * 0.22) ** 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x - size / 2) ** 2 + (y - size * 0.42) ** 2 < radius2;
      pixels.set(inside ? [r, g, b] : [236, 236, 240], y * row + 1 + x * 3); // byte 0 of a row: no filter
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Gives the products `idStyles` raster pictures: a PNG beside each of their SVG files in the data
 * folder's uploads, and their rows pointed at it. Only these products change (the bulk products share
 * a pool of pictures, whose SVGs stay for the others). Returns how many pictures were written.
 */
export async function rasterPictures(databaseUrl, dataDir, idStyles) {
  return withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select filepath1 from products where id_style = any($1)
       union select filepath1 from product_images where id_style = any($1)`,
      [idStyles],
    );
    const pictures = rows.map((r) => r.filepath1).filter((file) => /^\/uploads\/.+\.svg$/.test(file ?? ''));
    pictures.forEach((file, i) => {
      const target = path.join(dataDir, file.replace(/^\/+/, '').replace(/\.svg$/, '.png'));
      fs.writeFileSync(target, pngPicture(600, (i * 47) % 360));
    });
    for (const table of ['products', 'product_images'])
      await client.query(
        `update ${table} set filepath1 = regexp_replace(filepath1, '\\.svg$', '.png')
         where id_style = any($1) and filepath1 like '/uploads/%.svg'`,
        [idStyles],
      );
    return pictures.length;
  });
}
