import fs from 'node:fs';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { parse } from 'csv-parse';
import { COLUMN_BY_NAME, type CatalogueColumn } from './catalogue-columns';
import type { RowProblem } from './catalogue-rows';

/**
 * Reads the catalogue file (docs/catalogue-file.md) as a stream of rows: UTF-8 with or without a BOM,
 * comma-separated, RFC 4180 quoting, parsed by csv-parse (never by hand). A row is a record, not a line
 * (a quoted field may hold line breaks), numbered as a spreadsheet numbers it: the header is row 1, and a
 * blank row still counts.
 */
export class UnreadableFile extends Error {}

export interface FileRow {
  /** The row's number, the header being row 1. */
  row: number;
  /** Each header column present, with this row's text. */
  cells: Map<CatalogueColumn, string>;
}

export interface FileHeader {
  columns: (CatalogueColumn | undefined)[];
  problems: RowProblem[];
}

/** Refuses bytes that are not UTF-8 (csv-parse would read them as replacement characters). */
class Utf8Check extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.decoder.decode(chunk, { stream: true });
      done(null, chunk);
    } catch {
      done(new UnreadableFile('The file is not UTF-8 text.'));
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      this.decoder.decode();
      done();
    } catch {
      done(new UnreadableFile('The file is not UTF-8 text.'));
    }
  }
}

/** The header's columns by position, and what is wrong with it (a file with any is refused whole). */
export function readHeader(names: string[]): FileHeader {
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  const columns = names.map((raw) => {
    const name = raw.trim().toLowerCase();
    const column = COLUMN_BY_NAME.get(name);
    if (!column) problems.push({ row: 1, column: raw, value: raw, reason: 'is not a column of the catalogue file' });
    else if (seen.has(name)) problems.push({ row: 1, column: name, value: raw, reason: 'appears twice in the header' });
    seen.add(name);
    return column;
  });
  if (!seen.has('sku'))
    problems.push({ row: 1, column: 'sku', value: '', reason: 'the header must name the sku column' });
  return { columns, problems };
}

/**
 * The file's header, then its rows. A row with another number of fields than the header is given as is
 * with `fieldCount` set, for the caller to report. Throws UnreadableFile for a file that cannot be read as
 * CSV at all (not UTF-8, an unclosed quote, no header).
 */
export async function* readCatalogueFile(
  filePath: string,
  onBytes?: (bytesRead: number) => void,
): AsyncGenerator<FileHeader | (FileRow & { fieldCount?: number; headerCount: number })> {
  const input = fs.createReadStream(filePath);
  if (onBytes) input.on('data', () => onBytes(input.bytesRead));
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: false, max_record_size: 1_000_000 });
  // A failure anywhere (the file, its UTF-8, the CSV) ends the parser with it, where the loop below hears it.
  pipeline(input, new Utf8Check(), parser, () => undefined);
  let header: FileHeader | undefined;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      if (!header) {
        header = readHeader(record);
        yield header;
        continue;
      }
      if (record.every((field) => field.trim() === '')) continue;
      const cells = new Map<CatalogueColumn, string>();
      header.columns.forEach((column, i) => {
        if (column) cells.set(column, record[i] ?? '');
      });
      yield {
        row,
        cells,
        headerCount: header.columns.length,
        ...(record.length === header.columns.length ? {} : { fieldCount: record.length }),
      };
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new UnreadableFile(`The file cannot be read as CSV: ${message}`);
  }
  if (!header) throw new UnreadableFile('The file is empty: it needs a header row.');
}
