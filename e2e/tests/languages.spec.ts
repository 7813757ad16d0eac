// Three languages (docs/decisions/0020-languages.md): the first visit follows Accept-Language, the language
// switch's choice holds after reload, <html lang> and the first paint are in the page's language.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { banner } from './support';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const homeHeading = {
  en: 'Find accommodations near you',
  fr: 'Trouvez un hébergement près de chez vous',
  rw: 'Shaka aho kurara hafi yawe',
};

test.describe('a French browser’s first visit', () => {
  test.use({ locale: 'fr-FR' });

  test('shows the home page in French, from its first paint', async ({ page }) => {
    // The HTML as sent, before any script: lang and the static header already French.
    const html = (await (await page.goto('/'))?.text()) ?? '';
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('>Se connecter</a');
    expect(html).toContain('>Publier un logement</a');

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: homeHeading.fr })).toBeVisible();
    await expect(page).toHaveTitle(`${homeHeading.fr} · Ikaze`);
    await expect(page.getByRole('heading', { name: 'Destinations tendance au Rwanda' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Accueil Ikaze' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    const search = page.getByRole('search', { name: 'Rechercher un hébergement' });
    await expect(search.getByPlaceholder('Où souhaitez-vous aller\u202f?')).toBeVisible();
    await expect(search.getByRole('button', { name: 'Rechercher' })).toBeVisible();
    // Money in the French convention on the deals' cards.
    await expect(page.getByText(/^\d{1,3}(\u202f\d{3})*\u00a0RWF$/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('switching to Ikinyarwanda on the home page holds after reload', async ({ page }) => {
  test.slow(); // an axe scan of the whole home page: 25 s or more on a slow 2-core machine
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: homeHeading.en })).toBeVisible();
  // The English home page's scan is guest-search.spec.ts's; here the Kinyarwanda one.

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('combobox', { name: 'Language' }).selectOption('rw');
  await expect(page.getByRole('heading', { level: 1, name: homeHeading.rw })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await expect(page.getByRole('heading', { name: 'Ahantu hakunzwe muri iki gihe mu Rwanda' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Abafatanyabikorwa' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await expect(page.getByRole('heading', { level: 1, name: homeHeading.rw })).toBeVisible();
  await expect(footer.getByRole('combobox', { name: 'Ururimi' })).toHaveValue('rw');
});
