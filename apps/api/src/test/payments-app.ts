// An app for the payment tests (docs/payments.md): listening on a port of its own, so the providers' clients reach
// its built-in sandbox over real HTTP, with short provider timeouts, a watcher that looks every 100 ms, and the
// sandbox's outcomes sped up (a payment settles in 100 ms, the slow number in 1.5 s).
import { expect, vi } from 'vitest';
import { addDays, type Booking, type BookingCreated } from '@ikaze/domain';
import { loadConfig } from '../config.ts';
import { createTestContext, sessionHeaders, type SignedInUser, type TestContext } from './harness.ts';
import { createListing } from './test-data.ts';

export async function openPaymentsApp(): Promise<TestContext> {
  const defaults = loadConfig({}).payments;
  const ctx = await createTestContext({
    config: { payments: { ...defaults, timeoutMs: 1_500, checkIntervalMs: 100 } },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  for (const ledger of [ctx.app.paymentSandbox!.mtn, ctx.app.paymentSandbox!.airtel])
    Object.assign(ledger.delays, {
      settleMs: 100,
      slowSuccessMs: 1_500,
      lateCallbackMs: 300,
      repeatCallbackMs: 100,
      hangMs: 2_500,
    });
  return ctx;
}

/**
 * A two-night stay at RWF 50,000 a night in a fresh listing of `host`, booked by `guest` and paid from `phone` (the
 * wallet its prefix names: 072/073 Airtel, else MTN) through the sandbox; answered once the payment succeeded.
 */
export async function bookPaidStay(
  ctx: TestContext,
  stay: {
    guest: SignedInUser;
    host: SignedInUser;
    phone: string;
    checkIn: string;
    ratePlan?: string;
    listing?: Parameters<typeof createListing>[2];
  },
): Promise<Booking> {
  const { property, roomTypes } = await createListing(ctx.database.db, stay.host.id, stay.listing);
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: sessionHeaders(stay.guest),
    payload: {
      userId: stay.guest.id,
      bookings: [
        {
          roomTypeId: roomTypes[0]!.id,
          propertyId: property.id,
          roomNumber: 1,
          checkInDate: stay.checkIn,
          checkOutDate: addDays(stay.checkIn, 2),
          ...(stay.ratePlan ? { rate_plan: stay.ratePlan } : {}),
        },
      ],
      payment: { method: /^07[23]/.test(stay.phone) ? 'airtel_money' : 'mtn_momo', phone: stay.phone },
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json<BookingCreated>().bookings[0]!;
  return vi.waitFor(
    async () => {
      const read = await ctx.app.inject({
        url: `/api/bookings/${booking.id}`,
        headers: sessionHeaders(stay.guest),
      });
      const paid = read.json<Booking>();
      expect(paid.payment?.status).toBe('successful');
      return paid;
    },
    { timeout: 15_000, interval: 100 },
  );
}
