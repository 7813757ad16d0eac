import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { makeUser, signedInAs } from '@/test/api-mock';
import { stubFetch } from '@/test/properties';
import { renderWithRouter } from '@/test/render';
import { queueSend } from './send-queue';
import { sendQueueNow } from './send-queue-runner';

const guest = makeUser({ UserID: 7 });

beforeEach(() => window.localStorage.clear());

describe('a reservation kept offline, sent when the connection returns', () => {
  it('tells the guest to approve the payment on the phone when it is paid by a wallet', async () => {
    const requests = stubFetch((request) =>
      request.method === 'POST' && request.url.pathname === '/api/bookings'
        ? {
            status: 201,
            body: {
              message: 'Booking #9 is pending.',
              bookings: [{ id: 9, payment: { status: 'pending', amount: 365_000 } }],
            },
          }
        : undefined,
    );
    signedInAs(guest);
    queueSend({
      key: 'a'.repeat(32),
      kind: 'reservation',
      userId: 7,
      path: '/api/bookings',
      body: { userId: 7, bookings: [], payment: { method: 'mtn_momo', phone: '0788123456' } },
      queuedAt: new Date().toISOString(),
    });
    renderWithRouter(<Toaster />);
    await sendQueueNow();
    expect(
      await screen.findByText(
        /^Your reservation made offline has been sent\. Booking #9 is pending\. Approve the payment of RWF\s365,000 on your phone; My bookings shows it\.$/,
      ),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.headers.get('idempotency-key')).toBe('a'.repeat(32));
  });
});
