// Messages between guests and hosts (docs/decisions/0028-conversations.md): the two sides of a conversation read
// and write it, admins read reported ones; 404 for anyone else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationCreateSchema,
  conversationIdParamsSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationReportSchema,
  conversationSchema,
  conversationStartedSchema,
  errorSchema,
  messageCreateSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  pageParamSchema,
  reportedConversationListSchema,
  unreadMessagesSchema,
} from '@ikaze/domain';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import {
  listConversations,
  listMessages,
  listReported,
  markRead,
  readConversation,
  reportConversation,
  sendMessage,
  startConversation,
  unreadMessages,
} from './service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const sendErrors = { ...errors, 429: errorSchema };

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/conversations',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['conversations'],
        summary:
          'My conversations, newest activity first (20 a page), with the other side’s first name, the ' +
          'property, the booking’s dates, the last message and my unread count. bookingId: that booking’s; ' +
          'propertyId: my question about that property before booking.',
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request) => listConversations(db, requireUser(request), request.query),
  );

  app.get(
    '/conversations/unread',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['conversations'],
        summary: 'How many messages I have not read, and in how many conversations.',
        response: { 200: unreadMessagesSchema, ...errors },
      },
    },
    async (request) => unreadMessages(db, requireUser(request)),
  );

  app.post(
    '/conversations',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['conversations'],
        summary:
          'Write about a booking ({ bookingId, text }: its guest or host) or ask a property’s host before ' +
          'booking ({ propertyId, text }). 201 when the conversation is new, 200 when it continues the one ' +
          'that exists. 429 past 10 messages a minute or 100 a day.',
        body: conversationCreateSchema,
        response: { 200: conversationStartedSchema, 201: conversationStartedSchema, ...sendErrors },
      },
    },
    async (request, reply) => {
      const { created, answer } = await startConversation(db, requireUser(request), request.body);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  app.get(
    '/conversations/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['conversations'],
        summary: 'One conversation: for its two sides, and admins when it is reported.',
        params: conversationIdParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => readConversation(db, requireUser(request), request.params.id),
  );

  app.get(
    '/conversations/:id/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['conversations'],
        summary:
          'A page of messages: the newest `limit` (30, at most 100) before the message `before`, oldest first; ' +
          'hasEarlier says whether to ask again with before = the first one’s id.',
        params: conversationIdParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request) => listMessages(db, requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['conversations'],
        summary:
          'Send a message (1 to 2,000 characters once trimmed). Before the booking is confirmed, phone numbers ' +
          'and email addresses in it are hidden. 429 past 10 messages a minute or 100 a day.',
        params: conversationIdParamsSchema,
        body: messageCreateSchema,
        response: { 201: messageSchema, ...sendErrors },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(db, requireUser(request), request.params.id, request.body.text);
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['conversations'],
        summary: 'Mark the conversation read up to its newest message.',
        params: conversationIdParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => markRead(db, requireUser(request), request.params.id),
  );

  app.post(
    '/conversations/:id/reports',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['conversations'],
        summary: 'Report the conversation to the admins, who may then read it.',
        params: conversationIdParamsSchema,
        body: conversationReportSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => reportConversation(db, requireUser(request), request.params.id, request.body.reason),
  );

  app.get(
    '/admin/conversations',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['conversations'],
        summary: 'Admins: reported conversations, the latest report first (20 a page).',
        querystring: z.object({ page: pageParamSchema }),
        response: { 200: reportedConversationListSchema, ...errors },
      },
    },
    async (request) => listReported(db, requireRole(request, 'admin'), request.query.page),
  );
};
