import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CLI_ACTOR } from '../../src/back-office/audit';
import { folderImages } from '../../src/catalogue/image-source';
import { importCatalogue, type ImportSummary } from '../../src/catalogue/import-run';
import type { TestApp } from '../helpers';

/** A folder of its own for a test's files, removed when the process ends. */
export function scratchFolder(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `sf-catalogue-${name}-`));
}

/** Writes `lines` as a CSV file (CRLF, as a spreadsheet saves it) and answers its path. */
export function csvFile(folder: string, lines: string[], name = 'catalogue.csv'): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

/** A real picture of `width` × `height` in one color, PNG. */
export const png = (color: string, width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Runs an import on the test app's database, as the command line does in its own process. */
export async function importFile(
  t: TestApp,
  file: string,
  options: { images?: string; dryRun?: boolean; skipInvalid?: boolean; reportFile?: string } = {},
): Promise<ImportSummary> {
  const images = options.images ? await folderImages(options.images) : undefined;
  try {
    return await importCatalogue(t.db, t.dataDir, {
      file,
      images,
      dryRun: options.dryRun,
      skipInvalid: options.skipInvalid,
      reportFile: options.reportFile,
      actor: CLI_ACTOR,
    });
  } finally {
    await images?.close();
  }
}

/** The counts of a summary, as the command line's last line gives them. */
export const countsOf = (summary: ImportSummary) => ({
  created: summary.created,
  updated: summary.updated,
  unchanged: summary.unchanged,
  invalid: summary.invalid,
});

/** A valid new product row for the header NEW_HEADER, with `sku` and changes by column. */
export const NEW_HEADER = 'sku,title,brand,category,price_1,pack_qty,min_buy,stock,filters';
export const newRow = (sku: string, title = `Import test ${sku}`) =>
  `${sku},"${title}",Import Brand ${process.pid},Kitchen > Imported Gadgets,12.50,6,12,40,"Capacity: 1.0 L | Color: Red"`;
