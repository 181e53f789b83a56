import sharp from 'sharp';
import { captionedPicture, createRandom, ean13, fileSafe, pdfDocument, pngPicture } from './assets';

describe('seed assets', () => {
  it('makes valid EAN-13 codes', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
    expect(ean13('590123412345')).toBe('5901234123457');
  });

  it('is deterministic for a seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect([a.next(), a.int(1, 9), a.pick(['x', 'y', 'z'])]).toEqual([b.next(), b.int(1, 9), b.pick(['x', 'y', 'z'])]);
  });

  it('writes a well-formed PDF with a correct xref table', () => {
    const pdf = pdfDocument(
      'Kitchen (2025)',
      Array.from({ length: 60 }, (_, i) => `SKU-${i}  Rice Cooker \\ ${i}`),
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(text).toContain('/Count 2');
  });

  it('draws product pictures as PNGs an image library reads: the background, and the shape in the hue', async () => {
    const pixelAt = async (png: Buffer, x: number, y: number) => {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * info.channels;
      return [...data.subarray(at, at + 3)];
    };
    const red = pngPicture({ width: 600, height: 600, hue: 0, shape: 0 });
    expect(await sharp(red).metadata()).toMatchObject({ format: 'png', width: 600, height: 600 });
    expect(await pixelAt(red, 300, 252)).toEqual([178, 52, 52]); // hsl(0, 55%, 45%), the disc's centre
    expect(await pixelAt(red, 5, 5)).toEqual([243, 226, 226]); // hsl(0, 40%, 92%)
    const blueSquare = pngPicture({ width: 600, height: 600, hue: 240, shape: 1 });
    expect(await pixelAt(blueSquare, 300 - 120, 252 - 120)).toEqual([52, 52, 178]); // a corner the disc lacks
    expect(await pixelAt(red, 300 - 120, 252 - 120)).toEqual([243, 226, 226]);
  });

  it('draws banners, logos and covers as WebP pictures with their caption, as an upload is stored', async () => {
    const banner = await captionedPicture({ width: 600, height: 300, hue: 120, title: 'Request a quote', shape: 1 });
    expect(await sharp(banner).metadata()).toMatchObject({ format: 'webp', width: 600, height: 300 });
    const { data, info } = await sharp(banner).greyscale().raw().toBuffer({ resolveWithObject: true });
    const darkIn = (fromRow: number, toRow: number) => {
      let dark = 0;
      for (let y = fromRow; y < toRow; y++)
        for (let x = 0; x < info.width; x++) if (data[y * info.width + x]! < 90) dark++;
      return dark;
    };
    // The caption's line (its baseline at 80 % of the height) is drawn in dark ink; the band above the shape is not.
    expect(darkIn(210, 245)).toBeGreaterThan(200);
    expect(darkIn(0, 40)).toBe(0);
  });

  it('makes file names from SKUs with slashes', () => {
    expect(fileSafe('ZOJ-1006/BL')).toBe('ZOJ-1006_BL');
  });
});
