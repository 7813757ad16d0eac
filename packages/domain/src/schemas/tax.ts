// The taxes' shapes on the wire (docs/taxes.md).
import { z } from 'zod';
import { TAX_MESSAGES, TIN_PATTERN, TOURISM_TAX_BASES } from '../taxes.ts';

/** How a price divides: the three add up to it, to the franc. */
export const taxesSchema = z.object({
  roomCharge: z.number().int(),
  vat: z.number().int(),
  tourismTax: z.number().int(),
});

/** A stay's nights taxed at one set of rates (taxes.ts TaxPart). */
export const taxPartSchema = z.object({
  weight: z.number().int(),
  vatPercent: z.number().int(),
  tourismPercent: z.number().int(),
  base: z.enum(TOURISM_TAX_BASES),
});

/** A property's tax settings as its host and admins read them. */
export const propertyTaxSchema = z.object({
  vatRegistered: z.boolean(),
  tin: z.string().nullable(),
  /** When an admin checked the TIN and the registration; null until then, and again after a change. */
  checkedAt: z.string().nullable(),
});
export type PropertyTax = z.infer<typeof propertyTaxSchema>;

/** PUT /api/properties/{id}/tax */
export const propertyTaxInputSchema = z
  .object({
    vatRegistered: z.boolean(),
    tin: z
      .string()
      .trim()
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(TIN_PATTERN, TAX_MESSAGES.tinInvalid))
      .nullable()
      .optional(),
  })
  .refine((input) => !input.vatRegistered || !!input.tin, {
    message: TAX_MESSAGES.tinRequired,
    path: ['tin'],
  });
export type PropertyTaxInput = z.infer<typeof propertyTaxInputSchema>;
