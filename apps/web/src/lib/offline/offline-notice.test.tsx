import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeUser, signedInAs } from '@/test/api-mock';
import { makeBooking } from '@/test/bookings';
import { stubFetch, type StubAnswer } from '@/test/properties';
import { renderApp } from '@/test/render';
import { SAVED_AT_HEADER } from '@/service-worker/shared';

const guest = makeUser({ UserID: 7 });

/**
 * My bookings, its answers as the service worker gives them offline (saved at 14:05 and 14:20 Kigali time);
 * anything else fails as offline requests do.
 */
function savedAnswers() {
  stubFetch((request): StubAnswer | undefined => {
    if (request.url.pathname === '/api/me')
      return { body: { user: guest }, headers: { [SAVED_AT_HEADER]: '2026-11-26T12:20:00.000Z' } };
    if (request.url.pathname === '/api/bookings')
      return {
        body: [makeBooking({ id: 12, property_name: 'Lake Kivu Lodge', status: 'pending' })],
        headers: { 'X-Total-Count': '1', [SAVED_AT_HEADER]: '2026-11-26T12:05:00.000Z' },
      };
    return undefined;
  });
  const answered = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { pathname } = new URL(href, 'http://localhost');
    return pathname === '/api/me' || pathname === '/api/bookings'
      ? answered(input, init)
      : Promise.reject(new TypeError('Failed to fetch'));
  });
}

describe("'Offline, as of …'", { timeout: 30_000 }, () => {
  it('marks My bookings read from saved answers with the oldest one’s date and Kigali time', async () => {
    signedInAs(guest);
    savedAnswers();
    renderApp('/dashboard/user/bookings');
    const table = await screen.findByRole('table', { name: 'My bookings' });
    expect(await within(table).findByText('Lake Kivu Lodge')).toBeInTheDocument();
    expect(await screen.findByText('Offline, as of 26 Nov 2026, 14:05')).toBeInTheDocument();
  });

  it('says it in French', async () => {
    await activateLocaleWithAllFeatures('fr');
    signedInAs(guest);
    savedAnswers();
    renderApp('/dashboard/user/bookings');
    expect(await screen.findByText('Hors ligne, données du 26 nov. 2026, 14:05')).toBeInTheDocument();
  });

  it('is not there when the network answered', async () => {
    signedInAs(guest);
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: guest } };
      if (request.url.pathname === '/api/bookings')
        return { body: [makeBooking({ id: 12, property_name: 'Lake Kivu Lodge' })] };
      return undefined;
    });
    renderApp('/dashboard/user/bookings');
    expect(await screen.findByText('Lake Kivu Lodge')).toBeInTheDocument();
    expect(screen.queryByText(/^Offline, as of/)).not.toBeInTheDocument();
  });
});
