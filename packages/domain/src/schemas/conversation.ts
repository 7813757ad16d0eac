// Messages between a guest and a host (docs/decisions/0028-conversations.md): what the API takes and answers,
// the limits, and the rule that hides contact details before a booking is confirmed.
import { z } from 'zod';
import { template } from '../i18n/translate.ts';
import { BOOKING_STATUSES } from '../constants.ts';
import { INPUT_MESSAGES, INPUT_SUBJECTS } from '../messages.ts';
import { boundedInt, boundedIntParam, idParamSchema, MAX_ID, pageParamSchema } from './common.ts';

/** A message's text, after trimming, counted in characters (code points, as the screen's counter counts). */
export const MESSAGE_TEXT_MAX = 2_000;
export const CONVERSATION_REPORT_MAX = 500;
/** Messages per page of a conversation's history; a client may ask for up to MESSAGES_PAGE_MAX. */
export const MESSAGES_PAGE_DEFAULT = 30;
export const MESSAGES_PAGE_MAX = 100;
export const CONVERSATIONS_PAGE_SIZE = 20;
/** The list's preview of the last message, in characters. */
export const MESSAGE_PREVIEW_MAX = 120;
/** Messages one account may send (docs/decisions/0028-conversations.md, "Rate limit"). */
export const MESSAGE_LIMITS = { perMinute: 10, perDay: 100 } as const;
/** At most one email per conversation and recipient in this many minutes while they have not read it. */
export const MESSAGE_EMAIL_QUIET_MINUTES = 15;
/** What a hidden phone number or email address becomes in a message. */
export const HIDDEN_CONTACT = '•••';

export const CONVERSATION_MESSAGES = {
  notFound: 'Conversation not found.',
  textRequired: 'Write a message.',
  textTooLong: template('A message can be at most {max} characters.'),
  propertyOrBooking: 'Say which property or which booking the message is about.',
  ownProperty: 'You cannot send a message to yourself about your own property.',
  tooManyPerMinute: template(
    'You have sent {max} messages in the last minute. Please wait {seconds} seconds before sending another.',
  ),
  tooManyPerMinuteOneSecond: template(
    'You have sent {max} messages in the last minute. Please wait 1 second before sending another.',
  ),
  tooManyPerDay: template(
    'You have sent {max} messages today, the most allowed. You can send more in {hours} hours.',
  ),
  tooManyPerDayOneHour: template(
    'You have sent {max} messages today, the most allowed. You can send more in 1 hour.',
  ),
  reasonRequired: 'Say why you are reporting this conversation.',
  reasonTooLong: template('A reason can be at most {max} characters.'),
  adminReadOnly: 'Admins can read a reported conversation but cannot write in it.',
  recipientDeleted:
    'This person has deleted their account: nobody can receive messages in this conversation any more.',
  limit: template('limit must be a whole number from 1 to {max}.'),
} as const;
const M = CONVERSATION_MESSAGES;

/** The minute's message limit reached: its seconds in the right number. */
export const tooManyMessagesPerMinute = (max: number, seconds: number) =>
  seconds === 1 ? M.tooManyPerMinuteOneSecond({ max }) : M.tooManyPerMinute({ max, seconds });

/** The day's message limit reached: its hours in the right number. */
export const tooManyMessagesPerDay = (max: number, hours: number) =>
  hours === 1 ? M.tooManyPerDayOneHour({ max }) : M.tooManyPerDay({ max, hours });

/** Length as a person counts it: an emoji is one character. */
export const textLength = (text: string): number => [...text].length;

/** A message's text: 1 to MESSAGE_TEXT_MAX characters once trimmed. */
export const messageTextSchema = z
  .string({ error: M.textRequired })
  .trim()
  .min(1, { error: M.textRequired })
  .refine((text) => textLength(text) <= MESSAGE_TEXT_MAX, {
    error: M.textTooLong({ max: MESSAGE_TEXT_MAX }),
  });

const bodyId = (what: 'property' | 'booking') =>
  boundedInt(1, MAX_ID, INPUT_MESSAGES.id({ what: INPUT_SUBJECTS[what] }));

/** POST /api/conversations: a question about a property before booking, or a message about a booking. */
export const conversationCreateSchema = z
  .object({
    propertyId: bodyId('property').optional(),
    bookingId: bodyId('booking').optional(),
    text: messageTextSchema,
  })
  .refine((body) => (body.propertyId === undefined) !== (body.bookingId === undefined), {
    error: M.propertyOrBooking,
  });
export type ConversationCreate = z.infer<typeof conversationCreateSchema>;

export const messageCreateSchema = z.object({ text: messageTextSchema });
export type MessageCreate = z.infer<typeof messageCreateSchema>;

export const conversationReportSchema = z.object({
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired })
    .refine((text) => textLength(text) <= CONVERSATION_REPORT_MAX, {
      error: M.reasonTooLong({ max: CONVERSATION_REPORT_MAX }),
    }),
});
export type ConversationReport = z.infer<typeof conversationReportSchema>;

export const conversationIdParamsSchema = z.object({ id: idParamSchema });

/** GET /api/conversations: a page; bookingId finds a booking's, propertyId the reader's question about a property. */
export const conversationListQuerySchema = z.object({
  page: pageParamSchema,
  bookingId: idParamSchema.optional(),
  propertyId: idParamSchema.optional(),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const messagesQuerySchema = z.object({
  before: idParamSchema.optional(),
  limit: boundedIntParam(1, MESSAGES_PAGE_MAX, M.limit({ max: MESSAGES_PAGE_MAX })).default(
    MESSAGES_PAGE_DEFAULT,
  ),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** Who is reading: one of the two sides, or an admin reading a reported conversation. */
export const CONVERSATION_SIDES = ['guest', 'host', 'admin'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

export const conversationSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  /** The booking it is about; null for a question asked before booking. */
  bookingId: z.number().int().nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  bookingStatus: z.enum(BOOKING_STATUSES).nullable(),
  side: z.enum(CONVERSATION_SIDES),
  guestFirstName: z.string(),
  hostFirstName: z.string(),
  /** The other side's first name (for an admin, the guest's). */
  otherFirstName: z.string(),
  lastMessage: z.object({ preview: z.string(), mine: z.boolean(), createdAt: z.string() }).nullable(),
  /** Messages from the other side the reader has not read (0 for an admin). */
  unread: z.number().int(),
  lastActivityAt: z.string(),
  /** Phone numbers and emails typed in messages are hidden until the booking is confirmed. */
  contactsHidden: z.boolean(),
  reported: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const unreadMessagesSchema = z.object({
  /** Unread messages in all of the reader's conversations. */
  unread: z.number().int(),
  /** Conversations holding at least one of them. */
  conversations: z.number().int(),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.number().int(),
  senderFirstName: z.string(),
  mine: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  /** Oldest first within the page; the page itself is the newest before `before`. */
  messages: z.array(messageSchema),
  /** Whether older messages exist (ask again with before = the first message's id). */
  hasEarlier: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** The answer of POST /api/conversations: the conversation and the message just sent. */
export const conversationStartedSchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
});
export type ConversationStarted = z.infer<typeof conversationStartedSchema>;

export const reportedConversationSchema = conversationSchema.extend({
  reportReason: z.string(),
  reportedAt: z.string(),
  reporterFirstName: z.string().nullable(),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

export const reportedConversationListSchema = z.object({
  conversations: z.array(reportedConversationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReportedConversationList = z.infer<typeof reportedConversationListSchema>;

/** The list's preview: the first MESSAGE_PREVIEW_MAX characters on one line. */
export function messagePreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= MESSAGE_PREVIEW_MAX ? line : `${chars.slice(0, MESSAGE_PREVIEW_MAX - 1).join('')}…`;
}
