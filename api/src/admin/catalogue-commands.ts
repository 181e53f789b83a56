import fs from 'node:fs';
import path from 'node:path';
import { CLI_ACTOR } from '../back-office/audit';
import { UnreadableFile } from '../catalogue/catalogue-file';
import { openImages, type CatalogueJobView } from '../catalogue/catalogue-jobs';
import { exportCatalogue } from '../catalogue/export-run';
import { importCatalogue, type ImportProgress, type ImportSummary } from '../catalogue/import-run';
import type { Db } from '../db/database';
import type { AdminChannel } from './admin-channel';
import { flagsOf, oneWord } from './cli-args';
import { out, progressBar } from './cli-output';

/**
 * `import-catalogue` and `export-catalogue` (docs/catalogue-file.md): the import checks every row, prints a
 * progress bar on stderr and ends with one summary line on stdout, `created N, updated N, unchanged N,
 * invalid N`. Exit 0 when written (a dry run: when nothing is invalid), 1 when bad rows refused it, 2 for a
 * file it cannot read. While the server runs on the embedded database it carries the import out itself
 * (the database is its own), reading the file where this command found it.
 */
export const UNREADABLE = 2;
const PROBLEMS_SHOWN = 20;

/**
 * A path as the person typed it: npm runs the command in the api folder, and tells where it was called
 * from in INIT_CWD.
 */
const typedPath = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

export interface ImportRequest {
  file: string;
  images?: string;
  dryRun: boolean;
  skipInvalid: boolean;
  report?: string;
}

/** The command line checked, paths made absolute (the server reading them runs elsewhere). */
export function importRequestOf(args: string[]): ImportRequest {
  const { words, flags } = flagsOf('import-catalogue', args, ['images', 'report'], ['dry-run', 'skip-invalid']);
  const file = typedPath(oneWord('import-catalogue', words, 'a CSV file'));
  return {
    file,
    ...(flags.images ? { images: typedPath(flags.images) } : {}),
    dryRun: flags['dry-run'] === 'yes',
    skipInvalid: flags['skip-invalid'] === 'yes',
    ...(flags.report ? { report: typedPath(flags.report) } : {}),
  };
}

/** Why the file or the images folder cannot be read; undefined when both can. */
export function unreadableInput(request: ImportRequest): string | undefined {
  try {
    if (!fs.statSync(request.file).isFile()) return `${request.file} is not a file.`;
    fs.accessSync(request.file, fs.constants.R_OK);
  } catch {
    return `Cannot read ${request.file}.`;
  }
  if (request.images) {
    try {
      if (!fs.statSync(request.images).isDirectory()) return `${request.images} is not a folder.`;
    } catch {
      return `Cannot read the images folder ${request.images}.`;
    }
  }
  return undefined;
}

const summaryLine = (s: Pick<ImportSummary, 'created' | 'updated' | 'unchanged' | 'invalid'>) =>
  `created ${s.created}, updated ${s.updated}, unchanged ${s.unchanged}, invalid ${s.invalid}`;

/** Draws the check's and the write's progress, each its own bar. */
function progressPrinter() {
  let phase: ImportProgress['phase'] | undefined;
  let draw: (done: number) => void = () => undefined;
  return (progress: ImportProgress) => {
    if (progress.phase !== phase) {
      phase = progress.phase;
      draw =
        phase === 'checking'
          ? progressBar(100, '%', 'Checking ')
          : progressBar(progress.totalRows ?? 0, 'rows', 'Writing  ');
    }
    draw(phase === 'checking' ? Math.floor((progress.bytes / Math.max(progress.totalBytes, 1)) * 100) : progress.rows);
  };
}

/** The summary on the terminal; answers the exit code. */
export function reportImport(summary: ImportSummary, request: ImportRequest): number {
  const err = (line: string) => process.stderr.write(`${line}\n`);
  for (const p of summary.problems.slice(0, PROBLEMS_SHOWN))
    err(`Row ${p.row}${p.column ? `, ${p.column}` : ''}${p.value ? ` "${p.value}"` : ''}: ${p.reason}`);
  if (summary.problemCount > PROBLEMS_SHOWN)
    err(`... and ${summary.problemCount - PROBLEMS_SHOWN} more${request.report ? ` (all in ${request.report})` : ''}.`);
  const made = [
    ['brands', summary.made.brands],
    ['categories', summary.made.categories],
    ['filters', summary.made.filters],
  ] as const;
  for (const [what, names] of made)
    if (names.length > 0) err(`${summary.written ? 'Made' : 'Would make'} ${what}: ${names.join('; ')}`);
  if (summary.dryRun) err('Dry run: nothing was written.');
  else if (!summary.written)
    err(
      `Nothing was written: ${summary.invalid} ${summary.invalid === 1 ? 'row is' : 'rows are'} invalid. Fix ${summary.invalid === 1 ? 'it' : 'them'}, or import the valid rows with --skip-invalid.`,
    );
  else if (summary.created + summary.updated === 0) err('Nothing changed: the catalogue already holds this file.');
  out(summaryLine(summary));
  if (summary.written) return 0;
  return summary.invalid > 0 && !(summary.dryRun && request.skipInvalid) ? 1 : 0;
}

/** The import in this process, on a database no server holds (or PostgreSQL). */
export async function importHere(db: Db, dataDir: string, request: ImportRequest): Promise<number> {
  const images = await openImages(request.images ? { kind: 'folder', path: request.images } : undefined);
  try {
    const summary = await importCatalogue(db, dataDir, {
      file: request.file,
      images,
      dryRun: request.dryRun,
      skipInvalid: request.skipInvalid,
      ...(request.report ? { reportFile: request.report } : {}),
      actor: CLI_ACTOR,
      onProgress: progressPrinter(),
    });
    return reportImport(summary, request);
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    process.stderr.write(`${error.message}\n`);
    return UNREADABLE;
  } finally {
    await images?.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The import carried out by the server on the admin channel; null when no server answers there. */
export async function importThroughServer(
  channel: AdminChannel,
  apiKey: string,
  request: ImportRequest,
): Promise<number | null> {
  const headers = { 'x-admin-token': channel.token, 'x-api-key': apiKey, 'content-type': 'application/json' };
  let started: Response;
  try {
    started = await fetch(`${channel.url}/api/cli/catalogue-import`, {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
    });
  } catch {
    return null;
  }
  const answer = (await started.json()) as { id?: number; message?: string };
  if (!started.ok || answer.id === undefined)
    throw new Error(answer.message ?? `The server refused the import (${started.status})`);
  const show = progressPrinter();
  for (;;) {
    const polled = await fetch(`${channel.url}/api/cli/catalogue-import?id=${answer.id}`, { headers });
    const job = (await polled.json()) as { job: CatalogueJobView };
    if (job.job.progress) show(job.job.progress);
    if (job.job.status !== 'checking' && job.job.status !== 'importing') {
      const summary = job.job.summary;
      if (job.job.status === 'failed' || !summary || summary.error !== undefined) {
        process.stderr.write(`${summary?.error ?? 'The import failed.'}\n`);
        return summary?.unreadable ? UNREADABLE : 1;
      }
      return reportImport(summary, request);
    }
    await sleep(250);
  }
}

/** `export-catalogue <file.csv>`'s file, absolute (the server may write it). */
export const exportFileOf = (args: string[]) =>
  typedPath(oneWord('export-catalogue', flagsOf('export-catalogue', args, []).words, 'a CSV file'));

const exported = (count: number, file: string) => {
  out(`Exported ${count} products to ${file}.`);
  return 0;
};

/** Every product in the file's columns, written by this process. */
export async function exportHere(db: Db, file: string): Promise<number> {
  return exported(await exportCatalogue(db, fs.createWriteStream(file)), file);
}

/** The export written by the server on the admin channel; null when no server answers there. */
export async function exportThroughServer(channel: AdminChannel, apiKey: string, file: string): Promise<number | null> {
  const headers = { 'x-admin-token': channel.token, 'x-api-key': apiKey, 'content-type': 'application/json' };
  let response: Response;
  try {
    response = await fetch(`${channel.url}/api/cli/catalogue-export`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ file }),
    });
  } catch {
    return null;
  }
  const answer = (await response.json()) as { count?: number; message?: string };
  if (!response.ok || answer.count === undefined)
    throw new Error(answer.message ?? `The server refused the export (${response.status})`);
  return exported(answer.count, file);
}
