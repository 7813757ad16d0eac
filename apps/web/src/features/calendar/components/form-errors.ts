// The domain's zod schemas check a form before it is sent (the server checks the same, and who is asking):
// each field's first message, an English id that fieldError shows in the page's language.
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
