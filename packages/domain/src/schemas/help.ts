// Help pages and the contact form (docs/product.md#help-pages, docs/decisions/0029-public-pages-and-help.md). The
// help pages' text lives in Markdown files (content/help/{en,fr,rw}/{slug}.md); these are the messages around it.
import { z } from 'zod';
import { template } from '../i18n/translate.ts';
import { LOCALES } from '../i18n/locales.ts';
import { emailSchema } from './user.ts';
import { pageParamSchema } from './common.ts';

/** The help pages, by their address under /help/ (the footer's links, in its order). */
export const HELP_SLUGS = ['faq', 'contact', 'privacy', 'terms', 'how-we-work', 'partners'] as const;
export type HelpSlug = (typeof HELP_SLUGS)[number];
export const isHelpSlug = (value: string): value is HelpSlug =>
  (HELP_SLUGS as readonly string[]).includes(value);

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Messages one address (or one account) may send through the contact form in an hour. */
export const CONTACT_REQUESTS_PER_HOUR = 5;
/** Rows of the admin's list of contact requests per page. */
export const CONTACT_REQUESTS_PAGE_SIZE = 20;

export const HELP_MESSAGES = {
  notFound: 'Help page not found.',
  sent: 'Thank you. Your message has reached our team; we will answer you by email.',
  nameRequired: 'Please enter your name.',
  nameTooLong: template('Your name can be at most {max} characters.'),
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: template('The subject can be at most {max} characters.'),
  messageTooShort: template('Please write a message of at least {min} characters.'),
  messageTooLong: template('The message can be at most {max} characters.'),
  quota: template('You can send at most {max} messages an hour. Please try again in {minutes} minutes.'),
  quotaOneMinute: template('You can send at most {max} messages an hour. Please try again in 1 minute.'),
} as const;
const M = HELP_MESSAGES;

/** The contact form's hourly limit reached: its minutes in the right number. */
export const contactQuotaMessage = (max: number, minutes: number) =>
  minutes === 1 ? M.quotaOneMinute({ max }) : M.quota({ max, minutes });

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong });

export const helpSlugParamsSchema = z.object({ slug: z.string().max(100) });
/** `lang`: the page's language when the screen's differs from the request's (a page opened with `?lang=`). */
export const helpPageQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}.` }).optional(),
});

/** GET /api/help/{slug}: the page in the asker's language, its Markdown rendered to HTML on the server. */
export const helpPageSchema = z.object({
  slug: z.enum(HELP_SLUGS),
  locale: z.enum(LOCALES),
  title: z.string(),
  description: z.string(),
  html: z.string(),
});
export type HelpPage = z.infer<typeof helpPageSchema>;

/** POST /api/contact_requests. */
export const contactRequestInputSchema = z.object({
  name: text(M.nameRequired, CONTACT_NAME_MAX, M.nameTooLong({ max: CONTACT_NAME_MAX })),
  email: emailSchema,
  subject: text(M.subjectRequired, CONTACT_SUBJECT_MAX, M.subjectTooLong({ max: CONTACT_SUBJECT_MAX })),
  message: z
    .string({ error: M.messageTooShort({ min: CONTACT_MESSAGE_MIN }) })
    .trim()
    .min(CONTACT_MESSAGE_MIN, { error: M.messageTooShort({ min: CONTACT_MESSAGE_MIN }), abort: true })
    .max(CONTACT_MESSAGE_MAX, { error: M.messageTooLong({ max: CONTACT_MESSAGE_MAX }) }),
});
export type ContactRequestInput = z.infer<typeof contactRequestInputSchema>;

export const contactRequestSentSchema = z.object({ id: z.number().int(), message: z.string() });

/** One message of the contact form, as the admins' list shows it. */
export const contactRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The account that sent it, when signed in. */
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  locale: z.enum(LOCALES),
  createdAt: z.string(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactRequestListQuerySchema = z.object({ page: pageParamSchema });
export const contactRequestListSchema = z.object({
  items: z.array(contactRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactRequestList = z.infer<typeof contactRequestListSchema>;
