// The receipt as a PDF (docs/receipts.md), and any document laid out like it (a host's monthly statement,
// docs/statements.md): A4, the standard Helvetica fonts (nothing embedded, a few KB). These
// fonts write WinAnsi only: French and Kinyarwanda letters (é, è, ç, à, ’, «») are in it; the narrow no-break
// space French groups numbers with is not, and becomes a no-break space; anything else loses its accents or
// becomes '?' (docs/decisions/0044-receipts.md).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Locale } from '@ikaze/domain';

export type Row = { label: string; value: string; strong?: boolean };

/**
 * A document as the PDF lays it out: a title (and its number) beside the brand, head rows, sections of rows under
 * their headings, closing rows under a green rule, a footer.
 */
export interface RowsDocument {
  locale: Locale;
  title: string;
  number: string;
  head: Row[];
  stays: Array<{ heading: string; rows: Row[] }>;
  /** The closing rows (a receipt's payment, a statement's taxes due). */
  payment: Row[];
  footer: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const GREEN = rgb(0.043, 0.431, 0.31);
const GREY = rgb(0.3, 0.3, 0.3);
const SIZE = 10;
const LINE = 16;

/** What the font can write, with what it cannot mapped to the nearest it can. */
export function winAnsiText(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/[\u202f\u2007]/g, '\u00a0').replace(/[\u2009\u200a]/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (known.has(code)) out += char;
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare && [...bare].every((c) => known.has(c.codePointAt(0)!)) ? bare : '?';
    }
  }
  return out;
}

/** Text cut into lines that fit `width` at `size`, between words. */
function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function receiptPdf(text: RowsDocument, createdAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(winAnsiText(`${text.title} ${text.number}`, regular));
  doc.setAuthor('Ikaze');
  doc.setLanguage(text.locale);
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  const write = (
    value: string,
    x: number,
    at: number,
    font: PDFFont,
    size = SIZE,
    color = rgb(0.1, 0.1, 0.1),
  ) => page.drawText(winAnsiText(value, font), { x, y: at, size, font, color });
  /** A value right-aligned in the room its label leaves: a long one (a host's property name) is cut with '…'. */
  const writeRight = (value: string, at: number, font: PDFFont, size = SIZE, room = width) => {
    let safe = winAnsiText(value, font);
    while (safe.length > 1 && font.widthOfTextAtSize(safe, size) > room) safe = `${safe.slice(0, -2)}…`;
    page.drawText(safe, { x: MARGIN + width - font.widthOfTextAtSize(safe, size), y: at, size, font });
  };
  const room = (needed: number) => {
    if (y - needed >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const rule = (thickness = 0.5, color = rgb(0.85, 0.85, 0.85)) =>
    page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: MARGIN + width, y: y + 4 }, thickness, color });
  const rows = (list: Row[]) => {
    for (const r of list) {
      room(LINE);
      y -= LINE;
      const font = r.strong ? bold : regular;
      const label = winAnsiText(r.label, font);
      write(label, MARGIN, y, font, SIZE, r.strong ? rgb(0.1, 0.1, 0.1) : GREY);
      if (r.value) writeRight(r.value, y, font, SIZE, width - font.widthOfTextAtSize(label, SIZE) - 12);
      rule();
    }
  };

  y -= 20;
  write(text.title, MARGIN, y, bold, 22);
  writeRight('Ikaze', y, bold, 16);
  y -= 10;
  rule(1.5, GREEN);
  rows(text.head);
  for (const stay of text.stays) {
    room(LINE * 3);
    y -= LINE * 1.6;
    write(stay.heading, MARGIN, y, bold, 12);
    y -= 4;
    rows(stay.rows);
  }
  room(LINE * 3);
  y -= LINE;
  rule(1.5, GREEN);
  rows(text.payment);
  // The footer in as many lines as its width needs (a statement's says more than a receipt's).
  const footer = wrapText(winAnsiText(text.footer, regular), regular, 8, width);
  room(LINE * (footer.length + 1));
  y -= LINE;
  for (const line of footer) {
    y -= 11;
    write(line, MARGIN, y, regular, 8, GREY);
  }
  return doc.save({ useObjectStreams: false });
}
