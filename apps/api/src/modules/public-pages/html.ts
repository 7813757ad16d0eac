// Writing values into HTML safely: every text and attribute value escaped, and JSON-LD escaped so that no value
// can close its <script> element (docs/decisions/0029-public-pages-and-help.md).

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` as \u escapes, so that a name
 * holding `</script>` or `<!--` stays inside the string; U+2028 and U+2029 too, for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}

/** JSON text already written, escaped as jsonForScript does. */
export function escapeJsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Plain text cut to `max` characters at a word boundary, with an ellipsis when cut. Line breaks and runs of
 * spaces become one space; no-break spaces stay (an amount never wraps away from its currency).
 */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/[ \t\r\n]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[ ,.;:–-]+$/, '')}…`;
}
