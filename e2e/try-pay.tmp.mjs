// Temporary: tries the checkout as a new guest on a phone in each language, with screenshots.
import { chromium } from '@playwright/test';
const base = process.env.BASE;
const words = {
  en: { reserve: 'Reserve Now', number: 'Mobile number that pays' },
  fr: { reserve: 'Réserver maintenant', number: 'Numéro de mobile qui paie' },
  rw: { reserve: 'Bikisha nonaha', number: 'Nimero ya telefoni yishyura' },
};
const day = (n) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const props = await (await fetch(`${base}/api/properties?view=card&pageSize=5`)).json();
const property = (props.items ?? props)[0];
let n = 0;
for (const [locale, phone] of [['en', '0788123456'], ['fr', '0733123456'], ['rw', '0780000002']]) {
  const username = `try_${locale}_${Date.now()}`;
  const reg = await fetch(`${base}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ first_name: 'Aline', last_name: 'Uwase', email: `${username}@example.rw`, username, phone_number: '0788555444', password: 'a-long-password-42' }) });
  if (!reg.ok) throw new Error(`register ${reg.status} ${await reg.text()}`);
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'a-long-password-42' }) });
  const session = login.headers.getSetCookie().find((c) => c.startsWith('ikaze_session=')).split(';')[0].split('=');
  const context = await browser.newContext({ viewport: { width: 393, height: 851 }, isMobile: true, hasTouch: true, locale });
  const url = new URL(base);
  await context.addCookies([
    { name: session[0], value: session.slice(1).join('='), domain: url.hostname, path: '/' },
    { name: 'ikaze_lang', value: locale, domain: url.hostname, path: '/' },
  ]);
  const page = await context.newPage();
  await page.goto(`${base}/accommodation-detail/${property.id}`);
  const card = page.getByRole('article').first();
  await card.scrollIntoViewIfNeeded();
  const dates = card.locator('input[type=date]');
  n += 7;
  await dates.nth(0).fill(day(300 + n));
  await dates.nth(1).fill(day(302 + n));
  await card.locator('input[type=number]').first().fill('1');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/try/${locale}-0-page.png`, fullPage: true });
  await card.getByRole('radio', { name: phone.startsWith('073') ? 'Airtel Money' : 'MTN MoMo' }).check();
  const number = card.getByLabel(words[locale].number);
  await number.fill(phone);
  await page.waitForTimeout(500);
  await card.screenshot({ path: `/tmp/try/${locale}-1-choice.png` });
  await card.getByRole('button', { name: words[locale].reserve }).click();
  await page.waitForTimeout(800);
  await card.screenshot({ path: `/tmp/try/${locale}-2-pending.png` });
  await page.waitForTimeout(5000);
  await card.screenshot({ path: `/tmp/try/${locale}-3-final.png` });
  await page.goto(`${base}/dashboard/user/bookings`);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/try/${locale}-4-bookings.png`, fullPage: true });
  await context.close();
}
await browser.close();
console.log('done');
