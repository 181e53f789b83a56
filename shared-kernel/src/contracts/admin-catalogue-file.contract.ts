import { z } from 'zod';
import { adminCatalogueFileRoutes } from './admin-catalogue-file.routes';
import { defineCall, intParam } from './common';

/**
 * The catalogue file in the back office (docs/product.md §13.6, docs/catalogue-file.md): upload a file (and
 * a zip of its pictures), see its check, then Confirm; the recent imports; each one's problems as CSV; the
 * whole catalogue as the file. For admins and the catalogue role.
 */
export const CATALOGUE_IMPORT_STATUSES = ['checking', 'checked', 'importing', 'imported', 'refused', 'failed'] as const;
export type CatalogueImportStatus = (typeof CATALOGUE_IMPORT_STATUSES)[number];

/** The largest catalogue file and zip of pictures an upload takes. */
export const CATALOGUE_UPLOAD_LIMITS = { fileBytes: 200 * 1024 * 1024, imagesBytes: 2 * 1024 * 1024 * 1024 } as const;

export const catalogueProblemSchema = z.object({
  /** The file's row, the header being row 1. */
  row: z.number().int(),
  column: z.string(),
  value: z.string(),
  reason: z.string(),
});
export type CatalogueProblem = z.infer<typeof catalogueProblemSchema>;

const namesSchema = z.object({
  brands: z.array(z.string()),
  categories: z.array(z.string()),
  filters: z.array(z.string()),
});

export const catalogueImportSchema = z.object({
  id: z.number().int(),
  status: z.enum(CATALOGUE_IMPORT_STATUSES),
  dryRun: z.boolean(),
  fileName: z.string(),
  /** While it runs: rows done, and bytes of the file read while checking. */
  progress: z
    .object({
      phase: z.enum(['checking', 'writing']),
      rows: z.number().int(),
      totalRows: z.number().int().optional(),
      bytes: z.number(),
      totalBytes: z.number(),
    })
    .nullable(),
  /** What it found or did, once done; `error` for one that stopped. */
  summary: z
    .object({
      rows: z.number().int().optional(),
      created: z.number().int().optional(),
      updated: z.number().int().optional(),
      unchanged: z.number().int().optional(),
      invalid: z.number().int().optional(),
      written: z.boolean().optional(),
      dryRun: z.boolean().optional(),
      made: namesSchema.optional(),
      problems: z.array(catalogueProblemSchema).optional(),
      problemCount: z.number().int().optional(),
      error: z.string().optional(),
      unreadable: z.boolean().optional(),
    })
    .nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;

const importAnswer = z.object({ is_success: z.literal(true), import: catalogueImportSchema });
const importIdParam = intParam((n) => n.positive(), 'id is required');

export const uploadCatalogueImportCall = defineCall({
  ...adminCatalogueFileRoutes.uploadCatalogueImport,
  summary:
    'multipart/form-data: a catalogue file (part `file`, CSV, at most 200 MB) and optionally a zip of its pictures (part `images`, at most 2 GB), kept and checked: nothing is written yet. 413 past a size',
  /** Its parts are files only. */
  request: z.object({}),
  response: importAnswer,
});

export const catalogueImportDetailCall = defineCall({
  ...adminCatalogueFileRoutes.catalogueImportDetail,
  summary: 'One import: its status, its progress while it runs, and what it found or did',
  request: z.object({ id: importIdParam }),
  response: importAnswer,
});

export const confirmCatalogueImportCall = defineCall({
  ...adminCatalogueFileRoutes.confirmCatalogueImport,
  summary: 'Writes a checked upload; with bad rows, only when the valid rows are to be imported',
  request: z.object({
    id: importIdParam,
    skipInvalid: z.boolean({ error: 'skipInvalid must be true or false' }).optional().default(false),
  }),
  response: importAnswer,
});

export const catalogueImportsListCall = defineCall({
  ...adminCatalogueFileRoutes.catalogueImportsList,
  summary: 'The latest imports, newest first',
  request: z.object({}),
  response: z.object({ is_success: z.literal(true), rows: z.array(catalogueImportSchema) }),
});

export const catalogueImportReportCall = defineCall({
  ...adminCatalogueFileRoutes.catalogueImportReport,
  summary: "An import's problems as CSV: row,column,value,reason",
  request: z.object({ id: importIdParam }),
  /** The answer is the CSV file itself. */
  response: z.string(),
});

export const exportCatalogueCall = defineCall({
  ...adminCatalogueFileRoutes.exportCatalogue,
  summary: 'Every product in the catalogue file’s columns (docs/catalogue-file.md)',
  request: z.object({}),
  /** The answer is the CSV file itself. */
  response: z.string(),
});
