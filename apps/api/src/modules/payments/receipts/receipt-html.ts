// The receipt as a printable page (docs/receipts.md): one HTML document, its style inline, no script, no external
// asset, every value escaped (a property's name is the host's words).
import { escapeHtml } from '../../public-pages/index.ts';
import type { Row } from './receipt-pdf.ts';
import type { ReceiptText } from './receipt-text.ts';

const rows = (list: Row[]) =>
  list
    .map(
      (r) =>
        `<tr${r.strong ? ' class="strong"' : ''}><th scope="row">${escapeHtml(r.label)}</th><td>${escapeHtml(r.value)}</td></tr>`,
    )
    .join('\n');

const STYLE = `
body { font-family: Helvetica, Arial, sans-serif; color: #1a1a1a; margin: 0; background: #f4f4f4; }
main { max-width: 42rem; margin: 1.5rem auto; background: #fff; padding: 2rem; border: 1px solid #ddd; }
header { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #0b6e4f; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
.brand { color: #0b6e4f; font-weight: bold; font-size: 1.2rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 .25rem; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: .3rem 0; border-bottom: 1px solid #eee; vertical-align: top; }
th { text-align: left; font-weight: normal; color: #444; white-space: pre; }
td { text-align: right; font-variant-numeric: tabular-nums; }
tr.strong th, tr.strong td { font-weight: bold; color: #1a1a1a; }
.payment { margin-top: 1.5rem; border-top: 2px solid #0b6e4f; }
footer { margin-top: 2rem; font-size: .85rem; color: #555; }
.download { display: inline-block; margin-top: 1rem; }
@media print { body { background: #fff; } main { border: 0; margin: 0; max-width: none; } .download { display: none; } }
`;

export function receiptHtml(text: ReceiptText, pdfHref: string, downloadLabel: string): string {
  const stays = text.stays
    .map((s) => `<h2>${escapeHtml(s.heading)}</h2>\n<table>\n${rows(s.rows)}\n</table>`)
    .join('\n');
  return `<!doctype html>
<html lang="${text.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${text.title} ${text.number}`)} · Ikaze</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><h1>${escapeHtml(text.title)}</h1><span class="brand">Ikaze</span></header>
<table>
${rows(text.head)}
</table>
${stays}
<table class="payment">
${rows(text.payment)}
</table>
<a class="download" href="${escapeHtml(pdfHref)}" download>${escapeHtml(downloadLabel)}</a>
<footer>${escapeHtml(text.footer)}</footer>
</main>
</body>
</html>
`;
}
