import { z } from 'zod';
import { choiceOf, intParam, textOf } from './common';

/**
 * What the back office's lists share (docs/product.md §13): pages of 25, 50 or 100 rows, one sort column
 * and a direction, and day ranges. Zod only: the routes files and the browser never import this.
 */
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;

export const adminPageParams = {
  page: intParam((n) => n.positive())
    .optional()
    .default(1),
  pageSize: intParam()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 25, 50 or 100')
    .optional()
    .default(25),
  direction: choiceOf('direction', ['asc', 'desc']).optional().default('desc'),
};

/** A calendar day (YYYY-MM-DD) that may be left empty; `label` names the field in its message. */
export const adminDay = (label: string) => {
  const message = `${label} must be a date (YYYY-MM-DD)`;
  return textOf(label, message)
    .trim()
    .refine((day) => day === '' || (z.iso.date().safeParse(day).success && !day.startsWith('0000')), message)
    .optional();
};

/** A list's answer: its rows and how many match in all. */
export const adminPageOf = <T extends z.ZodType>(row: T) =>
  z.object({ is_success: z.literal(true), rows: z.array(row), total: z.number().int() });
