import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';

export const idParamSchema = z.coerce.number().int().positive();

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZES.table),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** YYYY-MM-DD, or YYYY-MM-DDT00:00:00 as older clients send it; both mean a calendar date in Kigali. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z?)?$/, 'Dates must look like YYYY-MM-DD.')
  .transform((value) => value.slice(0, 10))
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'That date does not exist.',
  );
