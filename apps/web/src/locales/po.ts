// Reads a PO catalog as Lingui writes it, for the catalog tests and the build step that writes index.html in
// each language. Not part of the app's bundle.
import { extractVariables, parsePo } from 'pofile-ts';

export interface CatalogEntry {
  /** The msgid: the English message, or an explicit id. */
  id: string;
  context: string | null;
  /** The text in the catalog's language; empty when not translated yet. */
  translation: string;
}

/** The catalog's messages by `context\u0004id` (gettext's key), the header left out. */
export function readCatalog(po: string): Map<string, CatalogEntry> {
  const entries = new Map<string, CatalogEntry>();
  for (const item of parsePo(po).items) {
    if (item.msgid === '' || item.obsolete) continue;
    const key = item.msgctxt === null ? item.msgid : `${item.msgctxt}\u0004${item.msgid}`;
    entries.set(key, { id: item.msgid, context: item.msgctxt, translation: item.msgstr[0] ?? '' });
  }
  return entries;
}

/** What a translation must keep from its source: ICU arguments ({name}, {n, plural…}) and <0>…</0> tags. */
export function placeholdersOf(message: string): string[] {
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...extractVariables(message), ...tags])].sort();
}

/** Each English message's text in the catalog's language, for text outside the app (index.html). */
export function translationsByEnglish(enPo: string, po: string): Map<string, string> {
  const catalog = readCatalog(po);
  const translations = new Map<string, string>();
  for (const [key, source] of readCatalog(enPo)) {
    const english = source.translation || source.id;
    const translation = catalog.get(key)?.translation;
    if (translation && !translations.has(english)) translations.set(english, translation);
  }
  return translations;
}
