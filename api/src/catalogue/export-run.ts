import { pipeline } from 'node:stream/promises';
import { Readable, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Db } from '../db/database';
import { CATALOGUE_COLUMNS } from './catalogue-columns';
import { CatalogueReference } from './catalogue-reference';
import { readCatalogueProducts } from './product-store';

/** Products read at a time: the file is written as it is read, never held whole. */
const EXPORT_BATCH = 1000;

/**
 * Every product in the catalogue file's columns (docs/catalogue-file.md, "Export"), by SKU, with a BOM so a
 * spreadsheet opens it as UTF-8. Importing the file as it is changes nothing. Answers how many were written.
 */
export async function exportCatalogue(db: Db, out: Writable): Promise<number> {
  const reference = await CatalogueReference.load(db);
  let count = 0;
  async function* rows() {
    let after = '';
    for (;;) {
      const skus = (
        await db
          .selectFrom('products')
          .select('id_style')
          .where('id_style', '>', after)
          .orderBy('id_style')
          .limit(EXPORT_BATCH)
          .execute()
      ).map((row) => row.id_style);
      if (skus.length === 0) return;
      const stored = await readCatalogueProducts(db, reference, skus);
      for (const sku of skus) {
        const product = stored.get(sku)?.product;
        if (!product) continue;
        count++;
        yield CATALOGUE_COLUMNS.map((column) => column.write(product[column.field]));
      }
      after = skus.at(-1)!;
    }
  }
  await pipeline(
    Readable.from(rows()),
    stringify({ bom: true, header: true, columns: CATALOGUE_COLUMNS.map((column) => column.name) }),
    out,
  );
  return count;
}
