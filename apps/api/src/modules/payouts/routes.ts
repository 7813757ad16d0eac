// The payouts' routes (docs/money.md#payouts): the host's earnings and their CSV; the admins' payouts (list, run,
// retry), a host's payout settings (hold, commission, early approval of new details) and the bank batches.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYOUT_MESSAGES as M,
  adminPayoutListQuerySchema,
  adminPayoutSchema,
  bankBatchSchema,
  bankBatchSentInputSchema,
  earningsCsvQuerySchema,
  entityIdSchema,
  errorSchema,
  hostCommissionInputSchema,
  hostEarningsSchema,
  payoutRunSchema,
  payoutSchema,
  payoutsHeldInputSchema,
} from '@ikaze/domain';
import { sendCsvFile } from '../../lib/csv.ts';
import { mediaAnswer } from '../../lib/openapi.ts';
import { say } from '../../lib/translations.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  approvePayoutChange,
  holdPayouts,
  listAdminPayouts,
  retryPayout,
  setHostCommission,
  toPayout,
} from './admin-payouts.ts';
import { bankBatchCsv, listBankBatches, markBankBatchSent } from './bank-batches.ts';
import { earningsCsv, hostEarnings } from './earnings.ts';
import { releaseAndPay } from './run.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const idParams = z.object({ id: entityIdSchema('record') });
const hostParams = z.object({ id: entityIdSchema('user') });
const doneSchema = z.object({ message: z.string() });

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { payoutDelayHours: delayHours, commissionPercent } = app.config.payments;

  app.get(
    '/host/earnings',
    {
      config: { access: ['host'] },
      schema: {
        tags: ['payouts'],
        summary:
          'The signed-in host’s earnings: balances held, payable (negative when a refund came after a payout), ' +
          'in flight and paid, from the ledger; a line per paid stay; the payouts expected by day; the payouts made.',
        response: { 200: hostEarningsSchema, ...errors },
      },
    },
    async (request) => hostEarnings(db, requireUser(request).id, { delayHours, commissionPercent }),
  );

  app.get(
    '/host/earnings.csv',
    {
      config: { access: ['host'] },
      schema: {
        tags: ['payouts'],
        summary: 'The lines of the stays checking in in a month (YYYY-MM), as a CSV download (text/csv).',
        querystring: earningsCsvQuerySchema,
        response: { 200: mediaAnswer('text/csv', 'A header row, then a line per stay'), ...errors },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const csv = await earningsCsv(db, requireUser(request).id, delayHours, month, request.locale);
      return sendCsvFile(reply, `earnings-${month}.csv`, csv);
    },
  );

  app.get(
    '/admin/payouts',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payouts'],
        summary: 'Payouts of a status (pending, successful, failed) or all, newest first, with their host.',
        querystring: adminPayoutListQuerySchema,
        response: { 200: z.array(adminPayoutSchema), ...errors },
      },
    },
    async (request) => listAdminPayouts(db, request.query.status),
  );

  app.post(
    '/admin/payouts/run',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payouts'],
        summary:
          'Runs today’s payouts now (the daily job does the same): one per host with a payable balance, at most ' +
          'one a day; answers who waits and why (held, details_changed, no_details, batch_sent).',
        response: { 200: payoutRunSchema, ...errors },
      },
    },
    async (request) => {
      const run = await releaseAndPay(db, delayHours);
      app.payouts.wake();
      return { ...run, message: say(request.locale, M.runDone) };
    },
  );

  app.post(
    '/admin/payouts/:id/retry',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payouts'],
        summary:
          'Tries a failed payout again as a new payout (retry_of) of what is still payable of it, to the host’s ' +
          'details now. 409 PAYOUT_NOT_FAILED, PAYOUT_ALREADY_RETRIED, NOTHING_TO_PAY, PAYOUTS_HELD, ' +
          'PAYOUT_DETAILS_ON_HOLD, NO_PAYOUT_DETAILS.',
        params: idParams,
        response: { 201: z.object({ message: z.string(), payout: payoutSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const payout = await retryPayout(db, request.params.id);
      app.payouts.wake();
      void reply.code(201);
      return { message: say(request.locale, M.triedAgain), payout: toPayout(payout) };
    },
  );

  app.put(
    '/admin/hosts/:id/payouts-held',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payouts'],
        summary: 'Holds a host’s payouts (none starts until lifted) or lifts the hold. 409 NOT_A_HOST.',
        params: hostParams,
        body: payoutsHeldInputSchema,
        response: { 200: doneSchema, ...errors },
      },
    },
    async (request) => {
      await holdPayouts(db, request.params.id, request.body.held);
      return { message: say(request.locale, request.body.held ? M.holdSaved : M.holdLifted) };
    },
  );

  app.put(
    '/admin/hosts/:id/commission',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payouts'],
        summary:
          'Sets a host’s own commission (0 to 50 percent) for the stays paid from now on, or null for the ' +
          'COMMISSION_PERCENT setting. 409 NOT_A_HOST.',
        params: hostParams,
        body: hostCommissionInputSchema,
        response: { 200: doneSchema, ...errors },
      },
    },
    async (request) => {
      await setHostCommission(db, request.params.id, request.body.percent);
      return { message: say(request.locale, M.commissionSaved) };
    },
  );

  app.post(
    '/admin/hosts/:id/payout-change-approval',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payouts'],
        summary:
          'Lets payouts go to payout details changed less than 48 hours ago. 409 NO_CHANGE_TO_APPROVE, NOT_A_HOST.',
        params: hostParams,
        response: { 200: doneSchema, ...errors },
      },
    },
    async (request) => {
      await approvePayoutChange(db, request.params.id);
      return { message: say(request.locale, M.changeApproved) };
    },
  );

  app.get(
    '/admin/bank-batches',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payouts'],
        summary: 'The daily bank batches, newest first, with their payouts’ count and amount.',
        response: { 200: z.array(bankBatchSchema), ...errors },
      },
    },
    async () => listBankBatches(db),
  );

  app.get(
    '/admin/bank-batches/:id.csv',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payouts'],
        summary:
          'A bank batch as the CSV a bank’s bulk-transfer upload takes: Beneficiary Name, Account Number, Amount, ' +
          'Currency (RWF), Reference (ours), Narration.',
        params: idParams,
        response: { 200: mediaAnswer('text/csv', 'A header row, then a line per payout'), ...errors },
      },
    },
    async (request, reply) => {
      const { day, csv } = await bankBatchCsv(db, request.params.id);
      return sendCsvFile(reply, `bank-batch-${day}.csv`, csv);
    },
  );

  app.post(
    '/admin/bank-batches/:id/sent',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payouts'],
        summary:
          'The bank made the batch’s transfers: each of its payouts becomes successful with the bank’s reference. ' +
          '409 BANK_BATCH_SENT, BANK_BATCH_EMPTY.',
        params: idParams,
        body: bankBatchSentInputSchema,
        response: { 200: doneSchema, ...errors },
      },
    },
    async (request) => {
      await markBankBatchSent(db, requireUser(request), request.params.id, request.body.bankReference);
      return { message: say(request.locale, M.batchSent) };
    },
  );
};
