import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** mulberry32: a small seeded PRNG, so every seed run makes the same catalogue. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof createRandom>;

/** A valid EAN-13: 12 digits plus the check digit. */
export function ean13(twelveDigits: string): string {
  const digits = twelveDigits.padStart(12, '0').slice(0, 12);
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A banner, logo or catalogue cover as SVG, whose caption is its content: coloured background, a shape and the caption. */
export function svgPicture(options: {
  width: number;
  height: number;
  hue: number;
  title: string;
  subtitle?: string;
  shape?: number;
}): string {
  const { width: w, height: h, hue, title, subtitle = '', shape = 0 } = options;
  const cx = w / 2;
  const cy = h * 0.42;
  const r = Math.min(w, h) * 0.22;
  const shapes = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${hue},55%,45%)"/>`,
    `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${r / 4}" fill="hsl(${hue},55%,45%)"/>`,
    `<path d="M${cx} ${cy - r} L${cx + r} ${cy + r} L${cx - r} ${cy + r} Z" fill="hsl(${hue},55%,45%)"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.3}" ry="${r * 0.8}" fill="hsl(${hue},55%,45%)"/>`,
  ];
  const size = Math.max(12, Math.round(Math.min(w / 16, h / 9)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="100%" height="100%" fill="hsl(${hue},40%,92%)"/>
${shapes[shape % shapes.length]}
<text x="${cx}" y="${h * 0.8}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" text-anchor="middle" fill="#222">${escapeXml(title)}</text>
<text x="${cx}" y="${h * 0.8 + size * 1.3}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(size * 0.7)}" text-anchor="middle" fill="#555">${escapeXml(subtitle)}</text>
</svg>
`;
}

/**
 * A banner, logo or catalogue cover with its caption, as the WebP a member's upload is stored as (an upload is
 * never SVG: product.md §13.5, §13.8): svgPicture drawn by sharp. Served as SVG, each one was a small document that
 * Chromium parsed, laid out and painted on the page's main thread, 10-30 ms a picture (performance.md §9).
 */
export async function captionedPicture(options: Parameters<typeof svgPicture>[0]): Promise<Buffer> {
  return sharp(Buffer.from(svgPicture(options)))
    .webp({ quality: 85 })
    .toBuffer();
}

/** The red, green and blue of hsl(hue, saturation %, lightness %). */
function rgbOf(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)].map((channel) => Math.round(channel * 255)) as [number, number, number];
}

/** Whether the point (x, y) is inside the picture's shape, the same four shapes as svgPicture draws. */
function insideShape(shape: number, x: number, y: number, cx: number, cy: number, r: number): boolean {
  const dx = x - cx;
  const dy = y - cy;
  switch (shape % 4) {
    case 0:
      return dx * dx + dy * dy <= r * r;
    case 1:
      return Math.abs(dx) <= r && Math.abs(dy) <= r;
    case 2:
      return dy >= -r && dy <= r && Math.abs(dx) <= ((dy + r) / (2 * r)) * r;
    default:
      return (dx * dx) / (1.69 * r * r) + (dy * dy) / (0.64 * r * r) <= 1;
  }
}

const pngChunk = (type: string, data: Buffer): Buffer => {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};

/** The compressed pixels of each size and shape: one byte a pixel, 0 the background and 1 the shape. */
const shapePixels = new Map<string, Buffer>();
function compressedShape(width: number, height: number, shape: number): Buffer {
  const key = `${width}x${height}/${shape % 4}`;
  const known = shapePixels.get(key);
  if (known) return known;
  const rowLength = width + 1; // each row starts with its filter byte (0: none)
  const pixels = Buffer.alloc(rowLength * height);
  const [cx, cy, r] = [width / 2, height * 0.42, Math.min(width, height) * 0.22];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (insideShape(shape, x, y, cx, cy, r)) pixels[y * rowLength + 1 + x] = 1;
  const compressed = zlib.deflateSync(pixels);
  shapePixels.set(key, compressed);
  return compressed;
}

/**
 * A product or category picture as a PNG, like svgPicture's without its caption (the page writes the name):
 * a light background and a shape in the hue. These are raster files, as a real catalogue's are (an upload is
 * never SVG): Chromium draws each SVG as a small document on the page's main thread, 10-20 ms a picture here.
 *
 * Written by hand rather than with sharp: every test server seeds the demo (240 pictures and more), and a
 * two-colour palette PNG lets every picture of one shape share its compressed pixels, so a picture costs
 * only its palette; encoding each through an image library cost milliseconds a picture.
 */
export function pngPicture(options: { width: number; height: number; hue: number; shape?: number }): Buffer {
  const { width, height, hue, shape = 0 } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, palette, deflate, no filter, no interlace
  const palette = Buffer.from([...rgbOf(hue, 40, 92), ...rgbOf(hue, 55, 45)]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('PLTE', palette),
    pngChunk('IDAT', compressedShape(width, height, shape)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal valid PDF (one page per 45 lines, Helvetica) listing the given lines. */
export function pdfDocument(title: string, lines: string[]): Buffer {
  const escapePdf = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += 45) pages.push(lines.slice(i, i + 45));
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((pageLines, i) => {
    const content = [
      'BT /F1 18 Tf 50 800 Td',
      `(${escapePdf(i === 0 ? title : `${title} (continued)`)}) Tj`,
      '/F1 10 Tf 0 -28 Td 14 TL',
      ...pageLines.map((line) => `(${escapePdf(line)}) '`),
      'ET',
    ].join('\n');
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Writes a file under `<dataDir>/uploads` and returns its public path (`/uploads/...`). */
export function writeUpload(dataDir: string, relative: string, content: string | Buffer): string {
  const file = path.join(dataDir, 'uploads', relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return `/uploads/${relative}`;
}

/** SKUs may contain slashes; file names may not. */
export const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');
