// Writes the built index.html in each language, index.{en,fr,rw}.html beside it, from the PO catalogs
// (apps/web/src/locales/static-shell.ts). The server picks one per request (apps/api/src/plugins/web-app.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../packages/domain/src/i18n/locales.ts';
import { translationsByEnglish } from '../apps/web/src/locales/po.ts';
import { localizeIndexHtml } from '../apps/web/src/locales/static-shell.ts';

const dist = process.argv[2] ?? 'apps/web/dist';
const locales = new URL('../apps/web/src/locales/', import.meta.url);
const catalog = (locale) => readFileSync(new URL(`${locale}.po`, locales), 'utf8');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
for (const locale of LOCALES) {
  const translations = translationsByEnglish(catalog('en'), catalog(locale));
  writeFileSync(join(dist, `index.${locale}.html`), localizeIndexHtml(html, locale, translations));
}
console.log(`index.html written in ${LOCALES.join(', ')}`);
