// A French page's domain messages (docs/decisions/0021-domain-messages.md, addendum of 2026-11-26): the core part
// comes with the language, before the first render; a feature's messages come with that feature's screens.
import { ACCOMMODATION_TYPE_LABELS, REVIEW_MESSAGES } from '@ikaze/domain';
import fr from '@ikaze/domain/catalogs/fr';
import { expect, it } from 'vitest';
import { activateLocale, domainText, loadFeatureMessages } from './i18n';

it('shows labels in French from the start, and a feature’s messages once its screens load', async () => {
  const sort = REVIEW_MESSAGES.sort;
  const score = REVIEW_MESSAGES.score({ min: 1, max: 5 });

  await activateLocale('fr');
  expect(domainText(ACCOMMODATION_TYPE_LABELS.hotel)).toBe(fr.Hotel);
  expect(domainText(sort)).toBe(sort); // not in the page's first load

  await loadFeatureMessages('reviews');
  expect(domainText(sort)).toBe(fr[sort]);
  expect(domainText(score)).toBe('Chaque note doit être un nombre entier de 1 à 5.');
  expect(domainText(ACCOMMODATION_TYPE_LABELS.hotel)).toBe(fr.Hotel);
});
