// Every kind's email in every language: written (no English left in French or Kinyarwanda), with the property,
// the dates in the reader's language and the button, French typography kept, and user text escaped.
import { describe, expect, it } from 'vitest';
import { LOCALES, NOTIFICATION_KINDS, isEssentialKind, type NotificationKind } from '@ikaze/domain';
import { renderEmail } from './render.ts';

const SAMPLE: Record<NotificationKind, Record<string, unknown>> = {
  booking_requested: {
    bookingId: 7,
    propertyName: 'Lake View',
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
    guestFirstName: 'Eric',
  },
  booking_requested_copy: {
    bookingId: 7,
    propertyName: 'Lake View',
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
  },
  booking_cancelled_by_host: {
    bookingId: 7,
    propertyName: 'Lake View',
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
    reason: 'A burst pipe flooded the rooms.',
  },
  booking_confirmed: {
    bookingId: 7,
    propertyName: 'Lake View',
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
  },
  booking_rejected: {
    bookingId: 7,
    propertyName: 'Lake View',
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
  },
  booking_refunded: {
    bookingId: 7,
    propertyName: 'Lake View',
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
  },
  booking_cancelled: {
    bookingId: 7,
    propertyName: 'Lake View',
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
  },
  booking_expired: { bookingId: 7, propertyName: 'Lake View', checkIn: '2026-12-24', checkOut: '2026-12-27' },
  booking_pending_reminder: {
    bookingId: 7,
    propertyName: 'Lake View',
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
  },
  payment_received: {
    bookingId: 7,
    propertyName: 'Lake View',
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
    amount: 150_000,
    receiptNumber: 'IKZ-000042',
  },
  refund_sent: {
    bookingId: 7,
    propertyName: 'Lake View',
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
    amount: 100_000,
    phone: '0788123456',
  },
  application_approved: { applicationId: 3, propertyName: 'Lake View', recommendation: 'More photos' },
  application_rejected: { applicationId: 3, propertyName: 'Lake View', recommendation: 'More photos' },
  message_received: { conversationId: 5, senderFirstName: 'Aline', propertyName: 'Lake View' },
  welcome: { firstName: 'Aline' },
  review_invitation: { bookingId: 7, propertyName: 'Lake View' },
  review_reply: { reviewId: 9, propertyName: 'Lake View' },
  review_hidden: { reviewId: 9, propertyName: 'Lake View', reason: 'Insults' },
  contact_request: { requestId: 2, name: 'Aline', subject: 'Lake View' },
  payout_details_changed: { byAdmin: false },
  monthly_statement: { month: '2026-12' },
};

const input = (kind: NotificationKind, locale: (typeof LOCALES)[number], params = SAMPLE[kind]) => ({
  kind,
  params,
  locale,
  firstName: 'Grace',
  url: 'https://ikaze.example/dashboard/user/bookings',
  unsubscribeUrl: 'https://ikaze.example/unsubscribe?token=1.x.y',
  expiryHours: 48,
});
const render = (kind: NotificationKind, locale: (typeof LOCALES)[number], params = SAMPLE[kind]) =>
  renderEmail(input(kind, locale, params));

describe('renderEmail', () => {
  for (const kind of NOTIFICATION_KINDS) {
    it(`writes ${kind} in English, French and Kinyarwanda`, () => {
      const [en, fr, rw] = LOCALES.map((locale) => render(kind, locale));
      for (const email of [en!, fr!, rw!]) {
        // The subject names what it is about: the person welcomed, the property, or the statement's month (an
        // account's change names none).
        if (kind === 'monthly_statement') expect(email.subject).toContain('2026');
        else if (kind !== 'payout_details_changed')
          expect(email.subject).toContain(kind === 'welcome' ? 'Aline' : 'Lake View');
        expect(email.text).toContain('https://ikaze.example/dashboard/user/bookings');
        expect(email.html).toContain('href="https://ikaze.example/dashboard/user/bookings"');
        // Non-essential kinds carry the unsubscribe link, essential ones never.
        expect(email.html.includes('unsubscribe?token=')).toBe(!isEssentialKind(kind));
      }
      expect(new Set([en!.subject, fr!.subject, rw!.subject]).size).toBe(3);
      expect(en!.text).toContain('Hello Grace,');
      expect(fr!.text).toContain('Bonjour Grace,');
      expect(rw!.text).toContain('Muraho Grace,');
      // French typography: a (narrow) no-break space before ! ? ; and :, never a plain one or none.
      expect(fr!.text).not.toMatch(/ [!?;:]/);
      expect(fr!.text).not.toMatch(/[^\s\u00a0\u202f][!?;:](\s|$)/m);
      if ('checkIn' in SAMPLE[kind]) {
        expect(en!.text).toContain('24 December 2026');
        expect(fr!.text).toContain('24 décembre 2026');
        expect(rw!.text).toContain('24 Ukuboza 2026');
      }
    });
  }

  it('says one hour in the singular when requests expire after one hour', () => {
    const oneHour = (locale: (typeof LOCALES)[number]) =>
      renderEmail({ ...input('booking_expired', locale), expiryHours: 1 }).text;
    expect(oneHour('en')).toContain('was not confirmed within 1 hour, so');
    expect(oneHour('fr')).toContain('n’a pas été confirmée sous 1\u00a0heure\u00a0:');
    expect(oneHour('rw')).toContain('ntibwemejwe mu isaha 1,');
    for (const kind of ['booking_requested', 'booking_pending_reminder'] as const) {
      expect(renderEmail({ ...input(kind, 'fr'), expiryHours: 1 }).text).toContain('sous 1\u00a0heure,');
      expect(renderEmail({ ...input(kind, 'fr'), expiryHours: 48 }).text).toContain('sous 48\u00a0heures,');
    }
  });

  it('escapes user text in the HTML and keeps it as typed in the text part', () => {
    const email = render('booking_requested', 'en', {
      ...SAMPLE.booking_requested,
      propertyName: '<img src=x onerror=alert(1)>',
      guestFirstName: 'Tom & "Jerry"',
    });
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(email.text).toContain('Tom & "Jerry" would like to stay at <img src=x onerror=alert(1)>');
  });

  it('writes a booking’s facts under its sentences in each language, user text escaped in the HTML', () => {
    const facts = {
      bookingId: 7,
      checkIn: '2026-12-24',
      checkOut: '2026-12-27',
      nights: 3,
      rooms: 2,
      roomTypeTitle: 'double',
      total: 300_000,
      money: { kind: 'paid', amount: 300_000, wallet: 'airtel_money' },
      address: 'KN 5 <Rd> & Co',
      checkInTime: '9:00',
      checkOutTime: 'noon',
      host: undefined,
    } as const;
    const [en, fr, rw] = LOCALES.map((locale) =>
      renderEmail({ ...input('booking_confirmed', locale), facts }),
    );
    expect(en!.text).toContain(
      [
        'Booking number: 7',
        'Check-in: 24 December 2026, from 9:00',
        // A time the host wrote otherwise is shown as written.
        'Check-out: 27 December 2026, by noon',
        'Nights: 3',
        'Rooms: 2 × Double',
        'Total: RWF\u00a0300,000',
        'Paid: RWF\u00a0300,000 (Airtel Money)',
        'Address: KN 5 <Rd> & Co',
      ].join('\n'),
    );
    expect(fr!.text).toContain('Arrivée\u00a0: 24 décembre 2026, à partir de 9\u00a0h\u00a000');
    expect(fr!.text).toContain('Déjà payé\u00a0: 300\u202f000\u00a0RWF (Airtel Money)');
    expect(rw!.text).toContain('Kugera: 24 Ukuboza 2026, guhera saa 9:00');
    expect(rw!.text).toContain('Igiteranyo: 300.000\u00a0RWF');
    for (const email of [en!, fr!, rw!]) {
      expect(email.html).toContain('KN 5 &lt;Rd&gt; &amp; Co');
      expect(email.html).not.toContain('<Rd>');
    }
  });

  it('refuses params that do not fit the kind', () => {
    expect(() => render('booking_confirmed', 'en', { bookingId: 'seven' })).toThrow();
  });
});
