import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { NEW_ACCOUNT_PASSWORD, appTookOver, randomPhone, signInThroughApi, uniqueUsername } from './support';

/** The machine is slow and shared: screens that wait on the API get 15 s instead of 7. */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** A calendar date in Kigali, `days` from today (the API's dates are Kigali dates). */
export function kigaliDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Kigali',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The seeded property called `name` (ids depend on the seed's order, names do not). */
export async function propertyIdByName(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/properties?destination=&pageSize=100`);
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as Array<{ id: number; name: string }>;
  const found = list.find((p) => p.name === name);
  if (!found) throw new Error(`No public property called ${name}`);
  return found.id;
}

/** A fresh guest account (role user), so that parallel tests never share bookings. */
export async function registerGuest(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const username = uniqueUsername(testInfo, 'guest');
  const created = await request.post('/api/register', {
    data: {
      first_name: 'Aline',
      last_name: 'Uwase',
      email: `${username}@example.rw`,
      username,
      phone_number: randomPhone(),
      password: NEW_ACCOUNT_PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  return username;
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(serious).toEqual([]);
}

/** The room type card titled `title` on a detail page. */
export const roomCard = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true });

/** The hotel the checkout journeys book (host2's in the demo data, apps/api/src/db/seed/listings.ts). */
export const CHECKOUT_HOTEL = 'Nyarutarama Lake View Hotel';

/**
 * A new guest, signed in (through the API: the form is sign-in.spec.ts's, the way back from it
 * guest-reserve.spec.ts's), on a property's page (the hotel by default): its Single card with `days` from today,
 * two nights, one room.
 */
export async function startCheckout(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  days: number,
  property = CHECKOUT_HOTEL,
) {
  const username = await registerGuest(request, testInfo);
  const id = await propertyIdByName(request, property);
  await signInThroughApi(page.request, username, NEW_ACCOUNT_PASSWORD);
  await page.goto(`/accommodation-detail/${id}`);
  await appTookOver(page);
  const card = roomCard(page, 'Single');
  await card.getByLabel('Check-in', { exact: true }).fill(kigaliDate(days));
  await card.getByLabel('Check-out', { exact: true }).fill(kigaliDate(days + 2));
  await card.getByLabel('Number of rooms').fill('1');
  await expect(card.getByText(/^Total: RWF\u00a0[\d,]+$/)).toBeVisible();
  const pay = card.getByRole('group', { name: 'How to pay' });
  return { card, pay };
}

/**
 * Confirms the summary 'Reserve Now' shows (the stay, the plan's terms, the amount and how it is paid): its last
 * button, whatever the page's language.
 */
export async function confirmReservation(page: Page): Promise<void> {
  const summary = page.getByRole('dialog');
  await summary.getByRole('button').last().click();
  await expect(summary).toHaveCount(0);
}
