// A guest's notice that a wallet payment went through: its receipt, and that the request is now with the host
// (the one notice of a reservation paid at once, as its email is: docs/payments.md), in each language.
import { describe, expect, it } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { notificationText } from './notification-text';

const paid = {
  kind: 'payment_received' as const,
  params: {
    bookingId: 41,
    propertyName: 'Lake Kivu Lodge',
    checkIn: '2026-12-12',
    checkOut: '2026-12-14',
    amount: 365_000,
    receiptNumber: 'IKZ-000042',
  },
};

describe('the payment received notice', () => {
  it.each([
    ['en', 'receipt IKZ-000042. Your request is now with the host.'],
    ['fr', 'reçu IKZ-000042. Votre demande a été transmise à l’hôte.'],
    ['rw', 'inyemezabwishyu IKZ-000042. Ubusabe bwawe bwageze kwa nyir’inzu.'],
  ] as const)('%s: names the receipt and says the request is with the host', async (locale, ending) => {
    await activateLocaleWithAllFeatures(locale);
    const text = notificationText(paid);
    expect(text).toContain('Lake Kivu Lodge');
    expect(text.endsWith(ending)).toBe(true);
  });
});
