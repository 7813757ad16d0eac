// A PDF answered as a download (receipts, commission invoices, hosts' statements): named, in the language it was
// written in, never cached (it holds the asker's own figures), the same headers wherever the product sends one.
export function sendPdfFile(
  reply: { header(name: string, value: string): unknown; send(body: unknown): unknown },
  fileName: string,
  locale: string,
  pdf: Uint8Array,
) {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.header('content-language', locale);
  reply.header('cache-control', 'private, no-store');
  return reply.send(Buffer.from(pdf));
}
