import { DEFAULT_LOCALE, isLocale, type Locale } from '@ikaze/domain';
import { i18n, type Messages } from '@lingui/core';

// The page's language is the one the server chose and wrote in <html lang> (docs/decisions/0020-languages.md).
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

// One compiled chunk per language: the page loads only its own.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  fr: () => import('../locales/fr.po'),
  rw: () => import('../locales/rw.po'),
};

/** Loads the language's catalog and makes it the active one; awaited before the first render. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
}

/** The active language, for formatMoney and formatDate. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export { i18n };
