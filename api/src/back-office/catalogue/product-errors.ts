import { CATALOGUE_FIELD_LABELS, type CatalogueFieldName } from '@storefront/shared-kernel/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';

/**
 * A product the page sent that breaks catalogueProductSchema's rules (docs/product.md §13.5): 422, each
 * reason under its field (the schema's reasons name no field: the page shows each under its own), and the
 * first one whole, its field named, as the form's message.
 */
export const PRODUCT_INVALID = 'PRODUCT_INVALID';

const labelOf = (field: string): string => CATALOGUE_FIELD_LABELS[field as CatalogueFieldName] ?? field;

/** A reason about one row of a list field (a break, a filter): 'row 2: must be at least 2'. */
const reasonOf = (issue: z.core.$ZodIssue): string =>
  typeof issue.path[1] === 'number' ? `row ${issue.path[1] + 1}: ${issue.message}` : issue.message;

export function productRefusal(issues: readonly { field: string; reason: string }[]): AppError {
  const fields: Record<string, string[]> = {};
  for (const { field, reason } of issues) (fields[field] ??= []).push(reason);
  const first = issues[0];
  const message = first ? `${labelOf(first.field)} ${first.reason}` : 'The product could not be saved.';
  return new AppError(422, PRODUCT_INVALID, message, fields);
}

/** The schema's refusal as the page's fields show it. */
export const invalidProduct = (error: z.ZodError): AppError =>
  productRefusal(error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'product'), reason: reasonOf(issue) })));
