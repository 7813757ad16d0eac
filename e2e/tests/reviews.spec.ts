// Reviews end to end (docs/product.md#reviews): a demo guest reviews a finished stay from My bookings, its host
// replies, the property's page shows both with the new rating and count, another guest reports the review, an
// admin hides it and the rating goes back. Desktop in English with `guest`, phone in French with `guest2`: each
// project its own demo guest and finished stay, so the two never share a booking.
import { request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatNumber } from '@ikaze/domain';
import {
  appTookOver,
  screenWords,
  signedInPage,
  signInThroughApi,
  type JourneyLanguage,
} from './browser-support';
import { domain, screen } from './catalog-text';
import { expect, expectNoSeriousAxeViolations, registerGuest } from './guest-support';
import { DEMO_PASSWORD, NEW_ACCOUNT_PASSWORD } from './support';

test.describe.configure({ timeout: 150_000 });

interface Stay {
  id: number;
  property_id: number;
  property_name: string;
  canReview?: boolean;
}

interface Rating {
  rating: number;
  reviewCount: number;
}

/** Screen text in the project's language, with the review counts and ratings as the screens write them. */
function wordsFor(lang: JourneyLanguage) {
  const say = screenWords(lang);
  // '12 reviews', '12 avis' (the catalogs' plural, which the screen renders with ICU).
  const reviews = (count: number) =>
    lang === 'en' ? `${count} ${count === 1 ? 'review' : 'reviews'}` : `${formatNumber(count, lang)} avis`;
  const oneDecimal = (value: number) => value.toFixed(1).replace('.', lang === 'fr' ? ',' : '.');
  return { say, reviews, oneDecimal };
}

/** The property's rating and count as the API answers them. */
async function ratingOf(request: APIRequestContext, propertyId: number): Promise<Rating> {
  const response = await request.get(`/api/properties/${propertyId}`);
  expect(response.status()).toBe(200);
  const { rating, reviewCount } = (await response.json()) as Rating;
  return { rating, reviewCount };
}

/** Every published review's text and overall score (the public list, page by page). */
async function publishedReviews(request: APIRequestContext, propertyId: number) {
  const all: Array<{ text: string; overall: number }> = [];
  for (let page = 1; ; page++) {
    const response = await request.get(`/api/properties/${propertyId}/reviews?page=${page}&pageSize=50`);
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as { reviews: typeof all; total: number };
    all.push(...answer.reviews);
    if (all.length >= answer.total || answer.reviews.length === 0) return all;
  }
}

/**
 * The rating is the average of the published reviews' overall scores, one decimal, and the count theirs; `text`
 * is among them or not. Read until two reads agree: the other project reviews the same demo property meanwhile.
 */
async function expectRatingFromReviews(
  request: APIRequestContext,
  propertyId: number,
  text: string,
  listed: boolean,
): Promise<Rating> {
  let rating: Rating = { rating: 0, reviewCount: 0 };
  await expect(async () => {
    rating = await ratingOf(request, propertyId);
    const reviews = await publishedReviews(request, propertyId);
    expect(await ratingOf(request, propertyId)).toEqual(rating);
    expect(reviews.some((review) => review.text === text)).toBe(listed);
    expect(rating.reviewCount).toBe(reviews.length);
    const mean = reviews.reduce((sum, review) => sum + review.overall, 0) / Math.max(1, reviews.length);
    expect(rating.rating).toBe(Math.round(mean * 10) / 10);
  }).toPass({ timeout: 30_000 });
  return rating;
}

/** The property page scrolled to its Reviews section (which loads as it nears the screen). */
async function openReviews(page: Page, propertyId: number, say: (english: string) => string) {
  await page.goto(`/accommodation-detail/${propertyId}`);
  await appTookOver(page);
  const heading = page.getByRole('heading', { level: 2, name: say('Reviews'), exact: true });
  await heading.scrollIntoViewIfNeeded();
  return page.getByRole('region', { name: say('Reviews'), exact: true });
}

test('a guest reviews a stay, the host replies, a reader reports it and an admin hides it', async ({
  page,
  browser,
}, testInfo) => {
  const lang: JourneyLanguage = testInfo.project.name === 'phone' ? 'fr' : 'en';
  const { say, reviews, oneDecimal } = wordsFor(lang);
  const guestName = testInfo.project.name === 'phone' ? 'guest2' : 'guest';
  const baseURL = testInfo.project.use.baseURL!;
  const anonymous = await apiRequest.newContext({ baseURL });

  // --- The guest: the finished stay the demo data keeps waiting for its review.
  await page.context().addCookies([{ name: 'ikaze_lang', value: lang, url: baseURL }]);
  await signInThroughApi(page.request, guestName);
  const list = await page.request.get('/api/bookings?as=guest&status=confirmed&pageSize=30');
  const stay = ((await list.json()) as Stay[]).find((booking) => booking.canReview);
  if (!stay) throw new Error(`${guestName} has no stay waiting for a review`);
  const propertyId = stay.property_id;

  await page.goto('/dashboard/user/bookings?tab=past');
  const table = page.getByRole('table', { name: say('My bookings') });
  const write = table
    .getByRole('link', { name: say('Write a review of {property}', { property: stay.property_name }) })
    .and(page.locator(`[href="/dashboard/user/bookings/${stay.id}/review"]`));
  await write.click();
  await expect(page.getByRole('heading', { level: 1, name: say('Write a review') })).toBeVisible();
  await expect(
    page.getByText(say('Your stay at {propertyName}', { propertyName: stay.property_name })),
  ).toBeVisible();

  // Sent empty: the form says what each field needs.
  await page.getByRole('button', { name: say('Publish review') }).click();
  // The domain's message, its numbers written the page's way.
  const lengthRule =
    lang === 'en'
      ? 'A review is 20 to 2,000 characters long.'
      : domain(lang, 'A review is {min} to {max} characters long.')
          .replace('{min}', '20')
          .replace('{max}', formatNumber(2000, lang));
  await expect(page.getByText(lengthRule)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Overall by keyboard (a radio group: the arrow moves the choice), the sub-scores by tapping their stars.
  const group = (english: string) =>
    page.getByRole('group', {
      // How the guest was received has its own id in the catalogs ('Welcome' also greets).
      name: english === 'Welcome' && lang !== 'en' ? screen(lang, 'review.welcome') : say(english),
    });
  await group('Overall').getByRole('radio').nth(3).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group('Overall').getByRole('radio').nth(4)).toBeChecked();
  for (const [name, stars] of [
    ['Cleanliness', 5],
    ['Location', 5],
    ['Value', 4],
    ['Welcome', 5],
  ] as const)
    await group(name)
      .locator('label')
      .nth(stars - 1)
      .click();
  await expect(group('Value').getByRole('radio').nth(3)).toBeChecked();
  const text = `${testInfo.project.name} ${Date.now().toString(36)}: a warm welcome, a spotless room\nand a quiet night.`;
  const firstLine = text.split('\n')[0]!;
  await page.getByRole('textbox', { name: say('Your review') }).fill(text);
  await page.getByRole('button', { name: say('Publish review') }).click();
  await expect(page.getByText(say('Thank you! Your review is published.'))).toBeVisible();
  // Back to My bookings as it was, where the stay now offers to edit its review.
  await expect(page).toHaveURL('/dashboard/user/bookings?tab=past');
  await expect(
    table
      .getByRole('link', { name: say('Edit review of {property}', { property: stay.property_name }) })
      .first(),
  ).toBeVisible();

  // --- The host replies, from the reviews of their properties.
  let hostName = 'host';
  const asHost = await apiRequest.newContext({ baseURL });
  for (const candidate of ['host', 'host2']) {
    await asHost.post('/api/login', { data: { username: candidate, password: DEMO_PASSWORD } });
    const answer = (await (await asHost.get('/api/host/reviews?pageSize=50')).json()) as {
      reviews: Array<{ text: string }>;
    };
    if (answer.reviews.some((review) => review.text === text)) {
      hostName = candidate;
      break;
    }
  }
  await asHost.dispose();
  const host = await signedInPage(browser, testInfo, lang, hostName);
  await host.goto('/dashboard/host/reviews');
  const forHost = host.getByRole('article').filter({ hasText: firstLine });
  const author = (await forHost.getByRole('heading').first().textContent())!.trim();
  await forHost.getByRole('button', { name: say('Reply to {author}', { author }) }).click();
  const replyText = `Murakoze ${author}, see you again in Rwanda!`;
  await forHost.getByRole('textbox', { name: say('Your reply') }).fill(replyText);
  await forHost.getByRole('button', { name: say('Publish reply') }).click();
  await expect(host.getByText(say('Your reply is published.'))).toBeVisible();
  await expect(forHost.getByText(replyText)).toBeVisible();
  await expect(
    forHost.getByRole('button', { name: say('Edit reply to {author}', { author }) }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(host);
  await host.context().close();

  // --- The property's page: the review as written, its reply, the new rating and count (the page and the
  // server agree; the other project's review may come and go meanwhile, so the page is read until they do).
  await expectRatingFromReviews(anonymous, propertyId, text, true);
  let section = await openReviews(page, propertyId, say);
  const mine = section.getByRole('article').filter({ hasText: firstLine });
  await expect(mine.getByText(replyText)).toBeVisible();
  await expect(mine.getByText(say('Reply from the host'))).toBeVisible();
  // The text as written: its line break kept, as text.
  expect(await mine.getByText(firstLine, { exact: false }).textContent()).toBe(text);
  await expectNoSeriousAxeViolations(page);
  await expect(async () => {
    const shown = await ratingOf(anonymous, propertyId);
    section = await openReviews(page, propertyId, say);
    await expect(section.getByText(reviews(shown.reviewCount), { exact: true })).toBeVisible({
      timeout: 5_000,
    });
    await expect(section.getByText(oneDecimal(shown.rating), { exact: true })).toBeVisible({
      timeout: 5_000,
    });
    expect(await ratingOf(anonymous, propertyId)).toEqual(shown);
  }).toPass({ timeout: 60_000 });

  // The whole list, sorted by the lowest score: a dialog, usable by keyboard.
  await section.getByRole('button', { name: say('Show all reviews') }).click();
  const dialog = page.getByRole('dialog', { name: say('All reviews') });
  await dialog.getByRole('combobox', { name: say('Sort by') }).selectOption(say('Lowest'));
  await expect(dialog.getByRole('article').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // --- Another guest reports it.
  const readerName = await registerGuest(anonymous, testInfo);
  const reader = await signedInPage(browser, testInfo, lang, readerName, NEW_ACCOUNT_PASSWORD);
  const readerSection = await openReviews(reader, propertyId, say);
  const reported = readerSection.getByRole('article').filter({ hasText: firstLine });
  await reported.getByRole('button', { name: say('Report the review by {author}', { author }) }).click();
  const report = reader.getByRole('dialog', { name: say('Report the review by {author}', { author }) });
  await report.getByRole('textbox', { name: say('Reason') }).fill('This review is about another lodge.');
  await report.getByRole('button', { name: say('Send report') }).click();
  await expect(report.getByText(say('Thank you, our team will look at this review.'))).toBeVisible();
  await expectNoSeriousAxeViolations(reader);
  await reader.context().close();

  // --- The admin hides it, with a reason.
  const admin = await signedInPage(browser, testInfo, lang, 'admin');
  await admin.goto('/dashboard/admin/reviews');
  await expect(admin.getByRole('heading', { level: 1, name: say('Reported reviews') })).toBeVisible();
  const flagged = admin.getByRole('article').filter({ hasText: firstLine });
  await expect(flagged.getByText('This review is about another lodge.')).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await flagged.getByRole('button', { name: say('Hide the review by {author}', { author }) }).click();
  const hide = admin.getByRole('dialog', { name: say('Hide the review by {author}', { author }) });
  await hide.getByRole('button', { name: say('Hide'), exact: true }).click();
  await expect(hide.getByRole('textbox', { name: say('Reason') })).toHaveAttribute('aria-invalid', 'true');
  await hide.getByRole('textbox', { name: say('Reason') }).fill('About another property.');
  await hide.getByRole('button', { name: say('Hide'), exact: true }).click();
  await expect(admin.getByText(say('The review is hidden.'))).toBeVisible();
  await admin.getByRole('combobox', { name: say('Show') }).selectOption(say('Hidden'));
  await expect(admin.getByRole('article').filter({ hasText: firstLine })).toContainText(
    'About another property.',
  );
  await admin.context().close();

  // --- The rating goes back to the published reviews' without it; the hidden review is gone from the page.
  await expectRatingFromReviews(anonymous, propertyId, text, false);
  const back = await openReviews(page, propertyId, say);
  await expect(back.getByRole('article').first()).toBeVisible();
  await expect(back.getByRole('article').filter({ hasText: firstLine })).toHaveCount(0);
  await expect(async () => {
    const shown = await ratingOf(anonymous, propertyId);
    const section = await openReviews(page, propertyId, say);
    await expect(section.getByText(reviews(shown.reviewCount), { exact: true })).toBeVisible({
      timeout: 5_000,
    });
    expect(await ratingOf(anonymous, propertyId)).toEqual(shown);
  }).toPass({ timeout: 60_000 });
  await anonymous.dispose();
});
