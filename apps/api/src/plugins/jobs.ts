// The app's job queue (docs/decisions/0026-jobs-outbox-and-email.md) and every job it runs, gathered here above the
// modules that define them (docs/decisions/0048-module-boundaries.md): started when the app is ready, stopped when
// it closes (a closed app leaves no worker polling). RUN_JOBS=false starts none in this process: what its changes
// owe waits in the outbox for a process that runs them.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { expirePendingBookings, remindHostsOfPendingBookings } from '../modules/bookings/expiry.ts';
import { housekeepingJob } from '../modules/housekeeping/housekeeping.ts';
import { inviteReviews } from '../modules/reviews/invitations.ts';
import { emailJob } from '../modules/notifications/email/email-job.ts';
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

export const jobsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('jobs', undefined);
  if (!app.config.runJobs) return;
  const { db } = app.database;
  const { config } = app;
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
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
      name: INVITE_REVIEWS_JOB,
      cron: '41 * * * *',
      options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
      pollingIntervalSeconds: 30,
      run: async () => void (await inviteReviews(db)),
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
