// The app's job queue (docs/decisions/0026-jobs-outbox-and-email.md) and every job it runs, gathered here above the
// modules that define them (docs/decisions/0048-module-boundaries.md): started when the app is ready, stopped when
// it closes (a closed app leaves no worker polling). RUN_JOBS=false starts none in this process: what its changes
// owe waits in the outbox for a process that runs them.
import fp from 'fastify-plugin';
import { addDays, todayInKigali } from '@ikaze/domain';
import type { FastifyInstance } from 'fastify';
import { expirePendingBookings, remindHostsOfPendingBookings } from '../modules/bookings/expiry.ts';
import { housekeepingJob } from '../modules/housekeeping/housekeeping.ts';
import { inviteReviews } from '../modules/reviews/invitations.ts';
import { reconcilerOf } from '../modules/finance/index.ts';
import { emailJob } from '../modules/notifications/email/email-job.ts';
import { releasePayableStays } from '../modules/payouts/release.ts';
import { releaseAndPay } from '../modules/payouts/run.ts';
import { emailMonthlyStatements, issueCommissionInvoices, lastMonth } from '../modules/taxes/index.ts';
import { createMailer } from '../modules/notifications/email/mailer.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from '../modules/jobs/runtime.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The running queue; undefined before ready, after close, or with RUN_JOBS=false. */
    jobs: JobQueue | undefined;
  }
}

export const EXPIRE_BOOKINGS_JOB = 'expire-pending-bookings';
export const REMIND_HOSTS_JOB = 'remind-pending-bookings';
/** Tells guests, once, that a finished stay can be reviewed (docs/decisions/0025-reviews.md). */
export const INVITE_REVIEWS_JOB = 'invite-reviews';

/** Reconciles the day before with the providers, at 03:00 in Kigali (docs/money.md#reconciliation). */
export const RECONCILE_JOB = 'reconcile-yesterday';
/** Stays whose host share became payable (check-in + PAYOUT_DELAY_HOURS) move to payable (docs/money.md#payouts). */
export const RELEASE_PAYABLE_JOB = 'release-payable-stays';
/** Today's payouts, at 06:00 in Kigali (04:00 UTC); an admin can run the same at any time. */
export const PAYOUT_RUN_JOB = 'payout-run';
/**
 * The month before's commission invoices, at 03:10 in Kigali every day: the 1st's run issues them, the later
 * ones find them issued (a run missed on the 1st is made up the next day; docs/commission-invoices.md#issuing).
 */
export const COMMISSION_INVOICES_JOB = 'commission-invoices';

/** The month before's statements emailed to its hosts, on the 1st at 06:00 in Kigali (docs/statements.md). */
export const MONTHLY_STATEMENTS_JOB = 'monthly-statements';

export const jobsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('jobs', undefined);
  if (!app.config.runJobs) return;
  const { db } = app.database;
  const { config } = app;
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const reconcile = reconcilerOf(app);
  const definitions: JobDefinition[] = [
    emailJob(db, config, mailer),
    {
      name: EXPIRE_BOOKINGS_JOB,
      cron: '*/5 * * * *',
      options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 600 },
      pollingIntervalSeconds: 10,
      run: async () => void (await expirePendingBookings(db, config.pendingBookingExpiryHours)),
    },
    {
      name: REMIND_HOSTS_JOB,
      cron: '*/15 * * * *',
      options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 600 },
      pollingIntervalSeconds: 10,
      run: async () => void (await remindHostsOfPendingBookings(db, config.pendingBookingExpiryHours)),
    },
    housekeepingJob(db),
    {
      name: RELEASE_PAYABLE_JOB,
      cron: '*/5 * * * *',
      options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 600 },
      pollingIntervalSeconds: 10,
      run: async () => void (await releasePayableStays(db, config.payments.payoutDelayHours)),
    },
    {
      name: PAYOUT_RUN_JOB,
      cron: '0 4 * * *',
      options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 },
      pollingIntervalSeconds: 30,
      run: async () => {
        await releaseAndPay(db, config.payments.payoutDelayHours);
        app.payouts.wake();
      },
    },
    {
      name: MONTHLY_STATEMENTS_JOB,
      // 04:00 UTC is 06:00 in Kigali: the month before is over, its last payouts run.
      cron: '0 4 1 * *',
      options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 },
      pollingIntervalSeconds: 30,
      run: async () => void (await emailMonthlyStatements(db)),
    },
    {
      name: INVITE_REVIEWS_JOB,
      cron: '41 * * * *',
      options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
      pollingIntervalSeconds: 30,
      run: async () => void (await inviteReviews(db)),
    },
    {
      name: RECONCILE_JOB,
      // 01:00 UTC is 03:00 in Kigali (UTC+2 all year): the day before is over, its late callbacks heard.
      cron: '0 1 * * *',
      options: { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
      pollingIntervalSeconds: 10,
      run: async () => void (await reconcile(addDays(todayInKigali(), -1))),
    },
    {
      name: COMMISSION_INVOICES_JOB,
      cron: '10 1 * * *',
      options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 },
      pollingIntervalSeconds: 30,
      run: async () => void (await issueCommissionInvoices(db, lastMonth(), config.taxes)),
    },
  ];
  const onError = (error: unknown) => app.log.error(error, 'job queue');
  app.addHook('onReady', async () => {
    app.jobs = await startJobQueue({
      database: app.database,
      databaseUrl: config.databaseUrl,
      definitions,
      onError,
    });
  });
  app.addHook('onClose', async () => {
    const jobs = app.jobs;
    app.jobs = undefined;
    // Stopping the process: what is left of its grace (at least a second); a test's close: the default.
    const deadline = app.serviceState.shutdownDeadline;
    await jobs?.stop(deadline === undefined ? undefined : Math.max(1_000, deadline - Date.now()));
    mailer.close();
  });
});
