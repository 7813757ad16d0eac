// Writes the built index.html in each language, index.{en,fr,rw}.html beside it, from the PO catalogs
// (apps/web/src/locales/static-shell.ts). The server picks one per request (apps/api/src/plugins/web-app.ts).
// Beside them, for the installable app (docs/decisions/0030-offline-app.md): manifest.{en,fr,rw}.webmanifest,
// which each language's page links, and offline.{en,fr,rw}.html, the page the service worker shows offline
// for an address never opened on the device.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../packages/domain/src/i18n/locales.ts';
import { translationsByEnglish } from '../apps/web/src/locales/po.ts';
import { localizeIndexHtml } from '../apps/web/src/locales/static-shell.ts';
import { offlinePageHtml, webManifest } from './offline-app.mjs';

const dist = process.argv[2] ?? 'apps/web/dist';
const locales = new URL('../apps/web/src/locales/', import.meta.url);
const catalog = (locale) => readFileSync(new URL(`${locale}.po`, locales), 'utf8');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const offline = offlinePageHtml(html);
for (const locale of LOCALES) {
  const translations = translationsByEnglish(catalog('en'), catalog(locale));
  const manifestLink = (page) =>
    page.replace('href="/manifest.en.webmanifest"', `href="/manifest.${locale}.webmanifest"`);
  writeFileSync(
    join(dist, `index.${locale}.html`),
    manifestLink(localizeIndexHtml(html, locale, translations)),
  );
  writeFileSync(
    join(dist, `offline.${locale}.html`),
    manifestLink(localizeIndexHtml(offline, locale, translations)),
  );
  writeFileSync(
    join(dist, `manifest.${locale}.webmanifest`),
    JSON.stringify(webManifest(locale, translations), null, 2),
  );
}
console.log(`index.html, offline.html and the manifest written in ${LOCALES.join(', ')}`);
