// Bounds every input shares, written once: ids and integers to what their columns hold, pages to where OFFSET
// stays exact, dates to a calendar PostgreSQL and JavaScript agree on, text to what PostgreSQL can store.
// A value past them is a 400 with the field, never a database error (docs/decisions/0019-fuzz-suite.md).
import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';
import { INPUT_MESSAGES, INPUT_SUBJECTS, type InputSubject } from '../messages.ts';

/** PostgreSQL `integer` (int4): every id column, and every count and price column. */
export const MAX_INT4 = 2_147_483_647;
/** Ids are `integer` serials: 1..MAX_ID. */
export const MAX_ID = MAX_INT4;
/** The last page any list serves: page × page size stays far inside exact integers and OFFSET. */
export const MAX_PAGE = 100_000;
/** Calendar dates the product takes: PostgreSQL has no year 0, and far years break date arithmetic. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2999-12-31';

/**
 * A whole number from `min` to `max` from a path or query string (coerced: '12' is 12), with one message for
 * every way it can be wrong. The OpenAPI document shows it as an integer with its bounds.
 */
export const boundedIntParam = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** A whole number from `min` to `max` in a JSON body (never coerced: "12" is not 12). */
export const boundedInt = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/**
 * A stored value of one kind (an accommodation type, an amenity…) as a client sends it: its id, or the spec's
 * English word that older clients send ('Guest House'), becomes the id; anything else fails with `error`
 * (docs/decisions/0022-stored-ids.md). `read` is the kind's reader from stored-ids.ts.
 */
export const storedIdSchema = <const T extends readonly [string, ...string[]]>(
  ids: T,
  read: (value: string) => T[number] | undefined,
  error: string | ((issue: { input?: unknown }) => string),
) =>
  z
    .string({ error })
    .max(200, { error })
    .transform((value) => read(value) ?? value)
    .pipe(z.enum(ids, { error }));

/** A positive integer id from a path or query string, with a clear message (1..MAX_ID). */
export const entityIdSchema = (what: InputSubject) => boundedIntParam(1, MAX_ID, INPUT_MESSAGES.id({ what }));

/** An id in a path or query string whose kind the message need not name. */
export const idParamSchema = boundedIntParam(1, MAX_ID, INPUT_MESSAGES.id({ what: 'record' }));

/** A page number of a list: 1..MAX_PAGE, 1 when absent. */
export const pageParamSchema = boundedIntParam(1, MAX_PAGE, INPUT_MESSAGES.page({ max: MAX_PAGE })).default(
  1,
);

/** A page size from 1 to `max`, `fallback` when absent. */
export const pageSizeParamSchema = (max: number, fallback: number) =>
  boundedIntParam(1, max, INPUT_MESSAGES.wholeNumber({ what: INPUT_SUBJECTS.pageSize, min: 1, max })).default(
    fallback,
  );

export const pageQuerySchema = z.object({
  page: pageParamSchema,
  pageSize: pageSizeParamSchema(MAX_PAGE_SIZE, PAGE_SIZES.table),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** YYYY-MM-DD, or YYYY-MM-DDT00:00:00 as older clients send it; both mean a calendar date in Kigali, MIN_DATE..MAX_DATE. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z?)?$/, 'Dates must look like YYYY-MM-DD.')
  .transform((value) => value.slice(0, 10))
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { error: 'That date does not exist.', abort: true },
  )
  .refine((value) => value >= MIN_DATE && value <= MAX_DATE, {
    error: INPUT_MESSAGES.dateRange({ min: MIN_DATE, max: MAX_DATE }),
  });

/** Why a text cannot be stored as it is: PostgreSQL refuses NUL, and a lone surrogate is not Unicode. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return INPUT_MESSAGES.nulCharacter;
  if (/\p{Cs}/u.test(text)) return INPUT_MESSAGES.notUnicode;
  return undefined;
}

/** Where a value sits in the input: its key and its parent's place (built into a path only when needed). */
type Place = { key: string | number; parent: Place | undefined } | undefined;

const pathOf = (place: Place): Array<string | number> => {
  const path: Array<string | number> = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The first text in a JSON-like value (keys included) that cannot be stored, with its path. Walks with its own
 * stack and shares each parent's place, so a body nested 100,000 deep costs linear time, not the call stack.
 */
export function findUnstorableText(
  value: unknown,
): { path: Array<string | number>; message: string } | undefined {
  const stack: Array<{ value: unknown; place: Place }> = [{ value, place: undefined }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const message = textProblem(item.value);
      if (message) return { path: pathOf(item.place), message };
    } else if (Array.isArray(item.value)) {
      for (let i = item.value.length - 1; i >= 0; i--)
        stack.push({ value: item.value[i] as unknown, place: { key: i, parent: item.place } });
    } else if (item.value !== null && typeof item.value === 'object') {
      const entries = Object.entries(item.value as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const place = { key, parent: item.place };
        const message = textProblem(key);
        if (message) return { path: pathOf(place), message };
        stack.push({ value: child, place });
      }
    }
  }
  return undefined;
}

/** `schema`, after every text in the input has been found storable (the API validates all input with this). */
export const storableInput = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      const problem = findUnstorableText(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
    })
    .pipe(schema);
