import { LOCALE_NAMES, LOCALES, isLocale, localeCookie, type Locale } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { cn } from '@/lib/cn';
import { activeLocale } from '@/lib/i18n';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';

/** The switch's choice, for the server's next answers and this browser's next visits. */
export function writeLocaleCookie(locale: Locale) {
  document.cookie = localeCookie(locale);
}

/**
 * The language switch (docs/decisions/0020-languages.md): a native select, each language named in itself. A
 * choice is written in the cookie, saved on a signed-in account, then the page reloads, so the server sends
 * index.html, its first paint and catalog in the new language, with no flash of the old one.
 */
export function LanguageSwitch({ id, className }: { id: string; className?: string }) {
  const { t } = useLingui();
  const { user } = useCurrentUser();

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const locale = event.target.value;
    if (!isLocale(locale)) return;
    writeLocaleCookie(locale);
    // The cookie alone carries the choice on this device; the account's copy is for the next one.
    if (user) await api.put('/api/me/locale', { body: { locale } }).catch(() => undefined);
    window.location.reload();
  }

  return (
    <div className={cn('flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={activeLocale()}
        onChange={(event) => void onChange(event)}
        className="h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
