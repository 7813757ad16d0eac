import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, ROLES } from '../constants.ts';
import { INPUT_MESSAGES, REGISTER_MESSAGES as M } from '../messages.ts';
import { LOCALES } from '../i18n/locales.ts';
import { entityIdSchema } from './common.ts';

// Each check aborts on failure so that a field reports one message: the first rule it breaks
// (docs/product.md#validation).
const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^07\d{8}$/;

export const emailSchema = required(M.emailRequired)
  .max(254, { error: M.invalidEmail, abort: true })
  .regex(EMAIL_PATTERN, { error: M.invalidEmail });
export const phoneSchema = required(M.phoneRequired).regex(PHONE_PATTERN, { error: M.invalidPhone });
export const usernameSchema = required(M.usernameRequired)
  .max(50, { error: M.usernameTooLong, abort: true })
  .regex(/^[\p{L}\p{N}._-]+$/u, { error: M.usernameCharacters });
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .min(PASSWORD_MIN, { error: M.passwordTooShort, abort: true })
  .max(PASSWORD_MAX, { error: M.passwordTooLong });
const nameSchema = (message: string) => required(message).max(100, { error: M.namesTooLong });

/**
 * POST /api/register payload (docs/product.md#entities), field order = the order of the product's messages.
 */
export const registerSchema = z.object({
  first_name: nameSchema(M.firstNameRequired),
  last_name: nameSchema(M.lastNameRequired),
  email: emailSchema,
  username: usernameSchema,
  phone_number: phoneSchema,
  password: passwordSchema,
  /**
   * The language the site was showing (the switch, else the browser's language as the server chose it): saved on
   * the account, so its emails are written in it (docs/decisions/0051-emails-to-act-on.md). Not in the spec's
   * payload: without it the request's own language is saved.
   */
  locale: z.enum(LOCALES).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-up wizard's three steps, plus the confirmation that never leaves the browser. */
export const registerStepSchemas = [
  registerSchema.pick({ first_name: true, last_name: true, email: true }),
  registerSchema.pick({ username: true, phone_number: true }),
  z
    .object({ password: passwordSchema, confirm_password: z.string() })
    .refine((v) => v.password === v.confirm_password, {
      error: M.passwordsDoNotMatch,
      path: ['confirm_password'],
    }),
] as const;
export const registerFormSchema = registerSchema
  .extend({ confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, {
    error: M.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const loginSchema = z.object({
  username: required(M.usernameRequired).max(254),
  password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }).max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const roleSchema = z.enum(ROLES);

/**
 * A user as the API answers it (docs/product.md#entities); Status true means active
 * (docs/product.md#accounts).
 */
export const userSchema = z.object({
  UserID: z.number().int(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
  Role: roleSchema,
  DateJoined: z.string(),
  Status: z.boolean(),
  MomoCode: z.string().nullable(),
  BankAccountNumber: z.string().nullable(),
  ShortDescription: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: INPUT_MESSAGES.tooLong({ max }) })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/**
 * PUT /api/users/{UserID}: validated like registration (docs/product.md#accounts). Status is for admins only.
 */
export const userUpdateSchema = z.object({
  FirstName: nameSchema(M.firstNameRequired).optional(),
  LastName: nameSchema(M.lastNameRequired).optional(),
  Email: emailSchema.optional(),
  Username: usernameSchema.optional(),
  PhoneNumber: phoneSchema.optional(),
  MomoCode: optionalText(50),
  BankAccountNumber: optionalText(50),
  ShortDescription: optionalText(300),
  Status: z.boolean().optional(),
  /** The account's current password: needed when its owner changes MomoCode or BankAccountNumber (docs/money.md#payouts). */
  CurrentPassword: z.string().max(1000).optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const USER_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const userListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  id: entityIdSchema('user').optional(),
  name: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATUS_FILTERS).default('all'),
  sort: z.enum(['id', 'username', 'dateJoined']).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** PUT /api/me/locale: the language the language switch chose, saved on the account. */
export const localeUpdateSchema = z.strictObject({ locale: z.enum(LOCALES) });
export type LocaleUpdate = z.infer<typeof localeUpdateSchema>;
