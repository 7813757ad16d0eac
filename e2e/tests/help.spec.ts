// Help pages (docs/product.md#help-pages): the footer's help entries open each page in each language, the page
// is readable in the HTML as sent (no JavaScript), and a message sent through the contact form reaches the
// admins' list.
import { expect, test, type Page } from '@playwright/test';
import { openAsAdmin } from './admin-support';
import { screen } from './catalog-text';
import { useSignedInSession } from './support';

type Lang = 'en' | 'fr' | 'rw';

/** The footer's entry (its spec words) and the page's main heading (the Markdown file's title). */
const PAGES: Array<{ slug: string; footer: string; heading: Record<Lang, string> }> = [
  {
    slug: 'faq',
    footer: 'FAQS',
    heading: { en: 'Frequently asked questions', fr: 'Questions fréquentes', rw: 'Ibibazo bikunze kubazwa' },
  },
  {
    slug: 'contact',
    footer: 'Contact Customer Services',
    heading: {
      en: 'Contact customer services',
      fr: 'Contacter le service client',
      rw: 'Vugana na serivisi y’abakiriya',
    },
  },
  {
    slug: 'privacy',
    footer: 'Privacy & cookies',
    heading: { en: 'Privacy & cookies', fr: 'Confidentialité et cookies', rw: 'Ubuzima bwite n’amakuki' },
  },
  {
    slug: 'terms',
    footer: 'Terms and conditions',
    heading: { en: 'Terms and conditions', fr: 'Conditions générales', rw: 'Amategeko n’amabwiriza' },
  },
  {
    slug: 'how-we-work',
    footer: 'How we work',
    heading: { en: 'How we work', fr: 'Notre fonctionnement', rw: 'Uko dukora' },
  },
  {
    slug: 'partners',
    footer: 'Partner help',
    heading: { en: 'Partner help', fr: 'Aide aux partenaires', rw: 'Ubufasha ku bafatanyabikorwa' },
  },
];

const footerText = (lang: Lang, english: string) => (lang === 'en' ? english : screen(lang, english));

async function useLanguage(page: Page, lang: Lang, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'ikaze_lang', value: lang, url: baseURL ?? 'http://localhost' }]);
}

for (const lang of ['en', 'fr', 'rw'] as const) {
  test(`the footer opens every help page in ${lang}`, async ({ page, baseURL }) => {
    await useLanguage(page, lang, baseURL);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const help of PAGES) {
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: footerText(lang, help.footer), exact: true }).click();
      await expect(page).toHaveURL(`/help/${help.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: help.heading[lang] })).toBeVisible();
      await expect(page).toHaveTitle(`${help.heading[lang]} · Ikaze`);
      // The other help pages are one click away.
      await expect(page.getByRole('navigation', { name: footerText(lang, 'Help pages') })).toBeVisible();
    }
  });
}

test('a help page is readable without JavaScript, with its own title and description', async ({
  request,
}) => {
  for (const lang of ['en', 'fr', 'rw'] as const) {
    for (const help of PAGES) {
      const response = await request.get(`/help/${help.slug}?lang=${lang}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<title>${escape(help.heading[lang])} | Ikaze</title>`);
      expect(html).toContain(`<h1>${escape(help.heading[lang])}</h1>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    }
  }
});

const escape = (text: string) => text.replace(/&/g, '&amp;');

test('a help page opened with ?lang= stays in that language once the app runs', async ({ page }) => {
  // An English browser without a language cookie follows a French link (as a search engine lists it).
  await page.goto('/help/privacy?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: 'Pages d’aide' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Confidentialité et cookies' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Vos droits' })).toBeVisible();
});

test('a signed-in guest’s message reaches the admins’ list', async ({ page, browser, baseURL }, testInfo) => {
  await useSignedInSession(page, 'guest');
  const me = (await (await page.request.get('/api/me')).json()) as {
    user: { FirstName: string; LastName: string; Email: string };
  };
  await page.goto('/help/contact');
  const form = page.getByRole('form', { name: 'Write to us' });
  // Prefilled from the account.
  await expect(form.getByLabel('Your name')).toHaveValue(`${me.user.FirstName} ${me.user.LastName}`);
  await expect(form.getByLabel('Your email')).toHaveValue(me.user.Email);
  // The server's rule, checked before sending.
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter a subject.')).toBeVisible();

  const subject = `Late arrival ${testInfo.project.name} ${Date.now().toString(36)}`;
  await form.getByLabel('Subject').fill(subject);
  await form
    .getByLabel('Message')
    .fill('We land at Kigali at 23:00. Can the host still let us in that night?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(
    form.getByText('Thank you. Your message has reached our team; we will answer you by email.'),
  ).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');

  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await openAsAdmin(admin, '/dashboard/admin/contact-requests');
    await expect(admin.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeVisible();
    const item = admin.getByRole('article', { name: subject });
    await expect(item).toBeVisible();
    await expect(item.getByRole('link', { name: me.user.Email })).toHaveAttribute(
      'href',
      `mailto:${me.user.Email}`,
    );
    await expect(item.getByText('Can the host still let us in that night?', { exact: false })).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
