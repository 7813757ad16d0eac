// index.html in each language: its static first paint (docs/decisions/0010-first-load-javascript.md) says what
// the app will say, so the page shows no flash of English (docs/decisions/0020-languages.md). Run once at
// build time by scripts/localize-index.mjs; src/app/static-shell.test.tsx checks the French against the app.
import type { Locale } from '@ikaze/domain';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
const encode = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page with `<html lang>` set and every text and aria-label, title or meta content that is an English
 * message of the catalogs replaced by its translation. Unknown text is left as it is.
 */
export function localizeIndexHtml(
  html: string,
  locale: Locale,
  translations: ReadonlyMap<string, string>,
): string {
  const translate = (text: string) => translations.get(decode(text));
  return (
    html
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      // The language switch shows this language.
      .replace(/(<option value="[^"]*" lang="[^"]*") selected>/g, '$1>')
      .replace(
        `<option value="${locale}" lang="${locale}">`,
        `<option value="${locale}" lang="${locale}" selected>`,
      )
      .replace(/\b(aria-label|content|title)="([^"]*)"/g, (attribute, name: string, value: string) => {
        const translation = translate(value);
        return translation === undefined ? attribute : `${name}="${encode(translation)}"`;
      })
      .replace(/>(\s*)([^<>]*[^\s<>])(\s*)</g, (text, before: string, value: string, after: string) => {
        const translation = translate(value);
        return translation === undefined ? text : `>${before}${encode(translation)}${after}<`;
      })
  );
}
