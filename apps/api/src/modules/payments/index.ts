// The payments module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { sandboxedProviders } from './providers/index.ts';
export { ACCOUNTS, recordLedgerTransaction, type LedgerLine } from './ledger.ts';
export type { SendOutcome, TransactionState, WalletClients } from './providers/types.ts';
// The receipt's PDF layout and its tax rows, which the commission invoices (docs/commission-invoices.md#the-pdf)
// and the hosts' monthly statements (docs/statements.md) draw too.
export { receiptPdf, type Row, type Row as ReceiptRow, type RowsDocument } from './receipts/receipt-pdf.ts';
export { taxRows, type ReceiptText } from './receipts/receipt-text.ts';
