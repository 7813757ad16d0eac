// What a screen says in French or Kinyarwanda, read from the catalogs the app is built from: the web app's PO
// files (screen text) and the domain's tables (messages and labels), docs/decisions/0021-domain-messages.md.
// A test that finds these texts on the page knows the screen is not showing English.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fr from '@ikaze/domain/catalogs/fr';
import rw from '@ikaze/domain/catalogs/rw';
import { readCatalog } from '../../apps/web/src/locales/po.ts';

type Language = 'fr' | 'rw';
const web = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));
/** The core catalog, each feature's, and those of a feature's parts (features/property/checkout). */
const poFiles = (locale: Language) => [
  `${web}locales/${locale}.po`,
  ...readdirSync(`${web}features`).flatMap((feature) => [
    `${web}features/${feature}/locales/${locale}.po`,
    ...readdirSync(`${web}features/${feature}`).map(
      (part) => `${web}features/${feature}/${part}/locales/${locale}.po`,
    ),
  ]),
];

const screenText = new Map<Language, Map<string, string>>();
function screenCatalog(locale: Language): Map<string, string> {
  let texts = screenText.get(locale);
  if (!texts) {
    texts = new Map();
    for (const file of poFiles(locale)) {
      let po: string;
      try {
        po = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      for (const entry of readCatalog(po).values())
        if (entry.context === null && entry.translation) texts.set(entry.id, entry.translation);
    }
    screenText.set(locale, texts);
  }
  return texts;
}

const domainTables: Record<Language, Readonly<Record<string, string>>> = { fr, rw };

/** The screen text (a Lingui message, by its English) in `locale`; throws when the catalogs lack it. */
export function screen(locale: Language, english: string): string {
  const text = screenCatalog(locale).get(english);
  if (!text) throw new Error(`No ${locale} translation of the screen text '${english}'.`);
  return text;
}

/** A domain message or label (by its English) in `locale`; throws when the table lacks it. */
export function domain(locale: Language, english: string): string {
  const text = domainTables[locale][english];
  if (!text) throw new Error(`No ${locale} translation of the domain text '${english}'.`);
  return text;
}
