// Every email once (docs/decisions/0036-every-email-once.md), against a real SMTP server in the test process: a job
// run again while its first run is still sending (what the queue does once a job outlives its expiry) sends nothing;
// a refusal is sent again, not counted; an attempt whose outcome is unknown is sent again and counted for admins.
// The email job is run the way the queue runs it, by id, so each step is explicit rather than timed.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OutboxPage } from '@ikaze/domain';
import { emailDeliveries } from '../../../db/schema.ts';
import {
  createTestContext,
  sessionHeaders,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../../test/harness.ts';
import type { JobDefinition } from '../../jobs/runtime.ts';
import type { EmailJob } from '../notify.ts';
import { startTestMailServer, type TestMailServer } from '../test-mail-server.ts';
import { EmailBusyError, emailJob } from './email-job.ts';
import { SendError, createMailer, type Mailer } from './mailer.ts';

let ctx: TestContext;
let mail: TestMailServer;
let mailer: Mailer;
let job: JobDefinition;
let guest: SignedInUser;
let admin: SignedInUser;

// Short bounds so that a withheld answer is given up on in seconds; a slow answer (400 ms) is well within them,
// even on a busy machine.
const BOUNDS = { connection: 5_000, greeting: 5_000, socket: 4_000, send: 6_000 };

beforeAll(async () => {
  mail = await startTestMailServer();
  // No queue in this process: the test is the queue, and hands the job to runs itself.
  ctx = await createTestContext({ config: { runJobs: false, smtpUrl: mail.url } });
  guest = await signUpAs(ctx, 'user', { first_name: 'Aline' });
  admin = await signUpAs(ctx, 'admin');
  mailer = createMailer(ctx.database.db, {
    smtpUrl: mail.url,
    from: 'Ikaze <no-reply@ikaze.rw>',
    bounds: BOUNDS,
  });
  job = emailJob(ctx.database.db, ctx.app.config, mailer);
});
afterEach(() => {
  mail.mode = {};
});
afterAll(async () => {
  mailer?.close();
  await ctx?.close();
  await mail?.close();
});

const welcome = (): EmailJob => ({
  userId: guest.id,
  to: `aline-${randomUUID()}@example.rw`,
  firstName: 'Aline',
  locale: 'en',
  kind: 'welcome',
  params: { firstName: 'Aline' },
  link: '/',
});

const deliveriesOf = (messageId: string) => mail.received.filter((email) => email.messageId === messageId);
const messageId = (jobId: string) => `<${jobId}@ikaze.rw>`;

async function deliveryRow(jobId: string) {
  const [row] = await ctx.database.db.select().from(emailDeliveries).where(eq(emailDeliveries.jobId, jobId));
  return row;
}

describe('a job run again while its first run is still sending', () => {
  it('sends nothing: the second run finds the email claimed, a later one finds it sent', async () => {
    mail.mode = { delayMs: 400 };
    const id = randomUUID();
    const data = welcome();
    const first = job.run(data, { id, retryCount: 0 });
    // The first run is inside the SMTP transaction: the server has the message and has not answered.
    await vi.waitFor(() => expect(mail.inFlight()).toBe(1), { timeout: 5_000 });
    expect((await deliveryRow(id))?.state).toBe('sending');

    await expect(job.run(data, { id, retryCount: 1 })).rejects.toBeInstanceOf(EmailBusyError);
    await first;
    expect((await deliveryRow(id))?.state).toBe('sent');
    await job.run(data, { id, retryCount: 2 });

    expect(deliveriesOf(messageId(id))).toHaveLength(1);
    expect(mail.inFlight()).toBe(0);
    const row = await deliveryRow(id);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, unknownOutcomeRetries: 0 });
  });
});

describe('a send that fails', () => {
  it('sends again after a refusal, which is not counted as an unknown outcome', async () => {
    mail.mode = { refuse: true };
    const id = randomUUID();
    const data = welcome();
    const refused = await job.run(data, { id, retryCount: 0 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SendError);
    expect((refused as SendError).outcome).toBe('failed');
    expect(await deliveryRow(id)).toMatchObject({ state: 'failed', unknownOutcomeRetries: 0 });

    mail.mode = {};
    await job.run(data, { id, retryCount: 1 });
    expect(deliveriesOf(messageId(id))).toHaveLength(1);
    expect(await deliveryRow(id)).toMatchObject({ state: 'sent', attempts: 2, unknownOutcomeRetries: 0 });
  });

  it('sends again after an unknown outcome (no answer in time), and counts that retry for admins', async () => {
    const before = (await readOutbox()).deliveries.unknownOutcomeRetries;
    mail.mode = { hang: true };
    const id = randomUUID();
    const data = welcome();
    const unanswered = await job.run(data, { id, retryCount: 0 }).catch((error: unknown) => error);
    expect((unanswered as SendError).outcome).toBe('unknown');
    expect((await deliveryRow(id))?.state).toBe('unknown');

    mail.mode = {};
    await job.run(data, { id, retryCount: 1 });
    // The server held the first copy without saying so: the one duplicate this design allows, and it is counted.
    expect(deliveriesOf(messageId(id))).toHaveLength(2);
    expect(await deliveryRow(id)).toMatchObject({ state: 'sent', attempts: 2, unknownOutcomeRetries: 1 });
    expect((await readOutbox()).deliveries.unknownOutcomeRetries).toBe(before + 1);
  });
});

async function readOutbox(): Promise<OutboxPage> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/outbox',
    headers: sessionHeaders(admin),
  });
  expect(response.statusCode).toBe(200);
  // The outbox screen says emails are sent, not kept, when an SMTP server is set.
  expect(response.json<OutboxPage>().smtpConfigured).toBe(true);
  return response.json<OutboxPage>();
}
