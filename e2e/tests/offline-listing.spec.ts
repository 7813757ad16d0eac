// A listing sent with no connection (docs/decisions/0030-offline-app.md): a host fills the listing form online
// (its room type is created then, with its own Idempotency-Key), loses the connection at Submit, is told the
// listing is kept on the device, and when the connection returns it is sent once, pictures and all, and the
// host is told. The desktop project runs in English, the phone in French. Service workers are allowed here as in
// offline.spec.ts (playwright.config.ts blocks them elsewhere).
import { test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInThroughApi } from './browser-support';
import { domain, screen } from './catalog-text';
import { expect, registerGuest } from './guest-support';
import { NEW_ACCOUNT_PASSWORD, uniqueUsername } from './support';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 240_000 });

/** Two real pictures, made in Node. */
async function pictureFiles() {
  const make = (background: string) => sharp({ create: { width: 96, height: 64, channels: 3, background } });
  return [
    { name: 'front.png', mimeType: 'image/png', buffer: await make('#2f8a57').png().toBuffer() },
    { name: 'room.jpg', mimeType: 'image/jpeg', buffer: await make('#fad201').jpeg().toBuffer() },
  ];
}

test('a listing submitted with no connection is kept on the device and sent once when the connection returns', async ({
  page,
  context,
}, testInfo) => {
  const french = testInfo.project.name === 'phone';
  // Screen text from the web catalogs, labels from the domain's tables.
  const say = (english: string) => {
    if (!french) return english;
    try {
      return screen('fr', english);
    } catch {
      return domain('fr', english);
    }
  };
  const before = (english: string, placeholder: string) => say(english).split(placeholder)[0]!;
  const username = await registerGuest(page.request, testInfo);
  await signInThroughApi(page.request, username, NEW_ACCOUNT_PASSWORD);
  await context.addCookies([
    { name: 'ikaze_lang', value: french ? 'fr' : 'en', url: testInfo.project.use.baseURL! },
  ]);
  const { user } = (await (await page.request.get('/api/me')).json()) as { user: { UserID: number } };
  const name = `Kivu Offline ${uniqueUsername(testInfo, 'x').slice(-8)}`;

  // Online: the form, its room type created on the way.
  await page.goto('/list-your-property');
  const heading = (title: string) => page.getByRole('heading', { name: say(title), level: 2 });
  const next = async (title: string) => {
    await page.getByRole('button', { name: say('Next') }).click();
    await expect(heading(title)).toBeFocused();
  };
  await page.getByRole('textbox', { name: say('Name of accommodation') }).fill(name);
  await next('Accommodation Details');
  await page.getByLabel(say('Description'), { exact: true }).fill('Quiet rooms above the lake.');
  await page.getByLabel(say('Accommodation type')).selectOption('hotel');
  await page.getByLabel(say('Address'), { exact: true }).fill('Avenue de la Plage 9');
  await page.getByLabel(say('City')).fill('Rubavu');
  await page.getByRole('radio', { name: new RegExp(`^${say('Flexible')}`) }).check();
  await addRoomType(page, say);
  await next('Amenities');
  await page.getByLabel(say('Wi-Fi')).check();
  await next('Services at accommodation');
  await page.getByLabel(say('Breakfast')).check();
  await next('Languages');
  await page.getByLabel(say('English')).check();
  await next('Rules');
  await page.getByLabel(say('Maximum guests')).fill('4');
  await next('Host profile');
  await page.getByLabel(say('MoMo code')).fill('123456');
  await page.getByLabel(say('Bank account number')).fill('000400012345678');
  await page.getByLabel(say('Short description')).fill('I have welcomed guests in Rubavu since 2015.');
  await next('Pictures');
  await page.getByLabel(say('Choose pictures')).setInputFiles(await pictureFiles());
  await expect(
    page.getByRole('img', { name: new RegExp(`^${before('Picture {number}: {name}', '{number}')}\\d`) }),
  ).toHaveCount(2);
  await next('Submission');
  await page.getByLabel(say('I confirm that the information I provided is true.')).check();

  // The connection drops at Submit: the listing is kept, and the host told so.
  await context.setOffline(true);
  await page.getByRole('button', { name: say('Submit'), exact: true }).click();
  await expect(
    page.getByText(say('Saved on this device: we will send your listing when the connection returns.')),
  ).toBeVisible();
  const kept = JSON.parse(
    (await page.evaluate(() => window.localStorage.getItem('ikaze.outbox'))) ?? '[]',
  ) as Array<{ key: string; kind: string; userId: number }>;
  expect(kept).toEqual([expect.objectContaining({ kind: 'listing', userId: user.UserID })]);
  const mine = async () => {
    const answer = await page.request.get(`/api/properties?host_id=${user.UserID}&pageSize=50`);
    const list = (await answer.json()) as Array<{ id: number; name: string; pictures: unknown[] }>;
    return list.filter((property) => property.name === name);
  };
  expect(await mine()).toHaveLength(0);

  // Back online: sent once, with its pictures, and the host told.
  await context.setOffline(false);
  await expect(
    page.getByText(
      before('Your listing saved on this device has been sent: {name} is waiting for review.', '{name}'),
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: say('{name} is waiting for review').replace('{name}', name) }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ikaze.outbox'))).toBeNull();
  const listed = await mine();
  expect(listed).toHaveLength(1);
  expect(listed[0]!.pictures).toHaveLength(2);
  // Its listing application went with it: a second one is refused.
  const again = await page.request.post('/api/listing_applications', {
    data: { hostId: user.UserID, propertyId: listed[0]!.id },
  });
  expect(((await again.json()) as { code?: string }).code).toBe('APPLICATION_EXISTS');
  // The pictures kept on the device are gone with the send.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('ikaze-outbox', 1);
            open.onsuccess = () => {
              const count = open.result.transaction('files').objectStore('files').count();
              count.onsuccess = () => {
                open.result.close();
                resolve(count.result);
              };
            };
          }),
      ),
    )
    .toBe(0);
});

async function addRoomType(page: Page, say: (english: string) => string) {
  await page.getByRole('button', { name: say('Add a room type') }).click();
  const dialog = page.getByRole('dialog', { name: say('Add a room type') });
  await dialog.getByLabel(say('Room type')).selectOption('double');
  await dialog.getByLabel(say('Number of rooms')).fill('2');
  await dialog.getByLabel(say('Price per night (RWF)')).fill('45000');
  await dialog.getByLabel(say('Discount (%)')).fill('0');
  await dialog.getByRole('button', { name: say('Next') }).click();
  await dialog.getByLabel(say('Bed information')).fill('Sleeps 2');
  await dialog.getByLabel(say('Queen beds')).fill('1');
  await dialog.getByRole('button', { name: say('Next') }).click();
  await dialog.getByLabel(say('WiFi'), { exact: true }).check();
  // By keyboard: on the phone in French the button wraps to the sheet's last line, where Playwright's click
  // lands on its row instead (the button is visible and works; see the report of this spec's first run).
  await dialog.getByRole('button', { name: say('Save room type') }).press('Enter');
  await expect(dialog.getByRole('button', { name: say('Done') })).toBeVisible();
  await dialog.getByRole('button', { name: say('Done') }).click();
  await expect(dialog).toBeHidden();
}
