import {
  catalogueProductSchema,
  type CatalogueField,
  type CatalogueProduct,
} from '@storefront/shared-kernel/contracts';
import { COLUMN_OF_FIELD, defaultsFor, REQUIRED_FOR_NEW, type CatalogueColumn } from './catalogue-columns';

/**
 * One row of the catalogue file checked (docs/catalogue-file.md, "Rules"): its cells read, laid over the
 * stored product (a column the header leaves out keeps the stored value) or a new product's defaults, and the
 * result checked whole against the kernel's product schema, the rules the back office's product page keeps.
 */
export interface RowProblem {
  /** The file's row, the header being row 1. */
  row: number;
  column: string;
  value: string;
  reason: string;
}

export interface RowImages {
  /** Whether a picture of this name came with the file. */
  given: (fileName: string) => boolean;
  /** Why a given picture cannot be used (not a picture, too large); undefined when it can. */
  refused: (fileName: string) => string | undefined;
}

/** A cell left empty takes its column's default; these depend on other fields of the row. */
const DERIVED_DEFAULTS: Partial<Record<CatalogueField, (p: CatalogueProduct) => unknown>> = {
  cartonQty: (p) => p.packQty,
  minBuy: (p) => p.packQty,
  price2: (p) => p.price1,
  price3: (p) => p.price1,
  price4: (p) => p.price1,
};

const sku = (cells: Map<CatalogueColumn, string>) =>
  [...cells].find(([column]) => column.field === 'sku')?.[1].trim() ?? '';

/**
 * A row's cells read on their own, before the stored product is known: the costly part of a row's check
 * (the description's sanitising, the numbers and lists), so an import can read the next batch's cells while
 * the database writes this one.
 */
export interface ReadCells {
  values: { field: CatalogueField; value: CatalogueProduct[CatalogueField] }[];
  /** Fields whose cell is empty: they take their default (or, for a required one, are refused). */
  emptied: CatalogueField[];
  unreadable: { field: CatalogueField; column: string; text: string; reason: string }[];
}

export function readCells(cells: Map<CatalogueColumn, string>): ReadCells {
  const read: ReadCells = { values: [], emptied: [], unreadable: [] };
  for (const [column, text] of cells) {
    if (column.field === 'sku') continue;
    if (text.trim() === '' && column.field !== 'description') {
      read.emptied.push(column.field);
      continue;
    }
    const cell = column.read(text);
    if ('reason' in cell) read.unreadable.push({ field: column.field, column: column.name, text, reason: cell.reason });
    else read.values.push({ field: column.field, value: cell.value });
  }
  return read;
}

/** The row's product, or what is wrong with it; `read` is its cells' readCells when already done. */
export function checkRow(
  row: number,
  cells: Map<CatalogueColumn, string>,
  stored: CatalogueProduct | undefined,
  images: RowImages,
  read: ReadCells = readCells(cells),
): { product: CatalogueProduct } | { problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const refuse = (column: string, value: string, reason: string) => problems.push({ row, column, value, reason });
  const product: CatalogueProduct = { ...(stored ?? defaultsFor(sku(cells))) };
  const set = <F extends CatalogueField>(field: F, value: CatalogueProduct[F]) => {
    product[field] = value;
  };
  const emptied = new Set<CatalogueField>(read.emptied);
  const refused = new Set<CatalogueField>();
  for (const { field, value } of read.values) set(field, value);
  for (const { field, column, text, reason } of read.unreadable) {
    refuse(column, text, reason);
    refused.add(field);
  }
  // A new product: what the header leaves out takes its default, and what it must name must be there.
  const given = new Set([...cells.keys()].map((column) => column.field));
  if (!stored) {
    for (const field of REQUIRED_FOR_NEW)
      if (!given.has(field)) refuse(COLUMN_OF_FIELD.get(field)!.name, '', 'is required for a new product');
    for (const column of COLUMN_OF_FIELD.values()) if (!given.has(column.field)) emptied.add(column.field);
  }
  const defaults = defaultsFor(product.sku);
  for (const field of emptied) {
    if ((REQUIRED_FOR_NEW as CatalogueField[]).includes(field)) {
      if (given.has(field)) refuse(COLUMN_OF_FIELD.get(field)!.name, '', 'is required');
      refused.add(field);
      continue;
    }
    if (!DERIVED_DEFAULTS[field]) set(field, defaults[field]);
  }
  for (const field of emptied) {
    const derive = DERIVED_DEFAULTS[field];
    if (!derive) continue;
    set(field, derive(product) as CatalogueProduct[typeof field]);
    // A value taken from another field is wrong only where that field is: its reason is given there.
    refused.add(field);
  }
  const checked = catalogueProductSchema.safeParse(product);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as CatalogueField;
      if (refused.has(field)) continue;
      refused.add(field);
      const column = COLUMN_OF_FIELD.get(field)!;
      const text = [...cells].find(([c]) => c.field === field)?.[1];
      refuse(column.name, text ?? column.write(product[field]), issue.message);
    }
  }
  if (!refused.has('images')) {
    const storedNames = new Set((stored?.images ?? []).map((name) => name.toLowerCase()));
    for (const name of product.images) {
      const reason = images.given(name)
        ? images.refused(name)
        : storedNames.has(name.toLowerCase())
          ? undefined
          : 'is not among the images given with the file, nor stored for this product';
      if (reason) refuse('images', name, `${name} ${reason}`);
    }
  }
  return problems.length > 0 ? { problems } : { product: checked.success ? checked.data : product };
}
