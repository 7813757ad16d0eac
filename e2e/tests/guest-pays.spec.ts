import { test } from '@playwright/test';
import { CHECKOUT_HOTEL, confirmReservation, expect, startCheckout } from './guest-support';

// Paying at checkout with mobile money against the built-in provider sandbox (docs/payments.md): with no
// provider credentials the server serves it, and its outcomes follow the payer's number (0780000002 declines;
// any other number succeeds in about 2 s). Phone only: the checkout is tried as a guest on a phone would.
test.describe.configure({ timeout: 60_000 });

const HOTEL = CHECKOUT_HOTEL;
const amount = /RWF\u00a0[\d,]+/;

test('a new guest pays with MTN MoMo: the prompt, then the payment received, and the booking paid', async ({
  page,
  request,
}, testInfo) => {
  const { card, pay } = await startCheckout(page, request, testInfo, 500);
  await pay.getByRole('radio', { name: 'MTN MoMo' }).check();
  // The profile's number (any 078 number but the sandbox's test numbers succeeds).
  await expect(pay.getByLabel('Mobile number that pays')).toHaveValue(/^078\d{7}$/);
  await expect(pay.getByText(/^You pay RWF\u00a0[\d,]+ now, from your phone\.$/)).toBeVisible();
  await expect(pay.getByText('Test payments: no money moves')).toBeVisible();
  await card.getByRole('button', { name: 'Reserve Now' }).click();
  await confirmReservation(page);

  const panel = card.getByTestId('payment-progress');
  await expect(
    panel.getByRole('heading', { name: /^Approve the payment of RWF\s[\d,]+ on your phone$/ }),
  ).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(panel.getByText(amount)).toBeVisible();

  await page.goto('/dashboard/user/bookings');
  const row = page.getByRole('table', { name: 'My bookings' }).getByRole('row').filter({ hasText: HOTEL });
  await expect(row.getByText('Paid (MTN MoMo)')).toBeVisible();
  // Its receipt: a page the server renders, with the number from the gap-free count and the amount paid.
  await row.getByRole('link', { name: /^Receipt of booking \d+$/ }).click();
  await expect(page).toHaveURL(/\/api\/bookings\/\d+\/receipt$/);
  await expect(page.getByText(/IKZ-\d{6}/).first()).toBeVisible();
  await expect(page.getByText(amount).first()).toBeVisible();
});

test('a declined payment says so, and another number pays', async ({ page, request }, testInfo) => {
  const { card, pay } = await startCheckout(page, request, testInfo, 510);
  await pay.getByRole('radio', { name: 'MTN MoMo' }).check();
  await pay.getByLabel('Mobile number that pays').fill('0780000002');
  await card.getByRole('button', { name: 'Reserve Now' }).click();
  await confirmReservation(page);

  const panel = card.getByTestId('payment-progress');
  await expect(panel.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  await expect(panel.getByText('You declined the payment on your phone.')).toBeVisible();
  // The rooms stay held for the window: another try is possible until the countdown ends.
  await expect(panel.getByTestId('payment-countdown')).toHaveText(/^Time left to pay: 1[0-5]:\d\d$/);
  await panel.getByRole('button', { name: 'Use another number' }).click();
  await panel.getByLabel('Mobile number that pays').fill('0721234567');
  // The operator follows the number: 072 is Airtel.
  await expect(panel.getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
  await panel.getByRole('button', { name: /^Pay RWF\s[\d,]+$/ }).click();
  await expect(panel.getByRole('heading', { name: 'Payment received' })).toBeVisible();
});

test("a Non-Refundable stay is never offered 'Pay at the property'", async ({ page, request }, testInfo) => {
  // Inzu Nziza Guest House offers Flexible and Non-Refundable (the demo calendars, apps/api/src/db/seed).
  const { card, pay } = await startCheckout(page, request, testInfo, 520, 'Inzu Nziza Guest House');
  const plans = card.getByRole('group', { name: 'Rate plan' });
  await plans.getByRole('radio', { name: /Flexible/ }).check();
  await expect(pay.getByRole('radio', { name: 'Pay at the property' })).toBeVisible();
  await plans.getByRole('radio', { name: /Non-Refundable/ }).check();
  await expect(pay.getByRole('radio', { name: 'MTN MoMo' })).toBeVisible();
  await expect(pay.getByRole('radio', { name: 'Pay at the property' })).toHaveCount(0);
});
