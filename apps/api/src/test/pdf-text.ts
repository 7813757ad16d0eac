// The text a PDF made by the receipts' layout shows (receipt-pdf.ts): what a reader of the file would see, for the
// tests of receipts, commission invoices and statements.
import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, one drawn string a line: its content streams inflated, and the hex strings that the standard
 * fonts' `Tj` operators draw decoded from WinAnsi (pdf-lib writes text no other way).
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const winAnsi = new TextDecoder('windows-1252');
  // pdf-lib writes 'stream\n' … '\nendstream'. A '\r?' before the end would eat a compressed stream's last byte
  // whenever it happens to be 13 (1 in 256), and the stream would no longer inflate.
  const streams = /stream\n([\s\S]*?)\nendstream/g;
  const raw = pdf.toString('latin1');
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    // Text shown one string at a time (<hex> Tj) or as an array with spacing ([<hex> 12 <hex>] TJ).
    for (const draw of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ/g)) {
      const parts =
        draw[1] !== undefined ? [draw[1]] : [...draw[2]!.matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => m[1]!);
      lines.push(parts.map((hex) => winAnsi.decode(Buffer.from(hex, 'hex'))).join(''));
    }
  }
  return lines.join('\n');
}
