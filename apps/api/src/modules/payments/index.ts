// The payments module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { sandboxedProviders } from './providers/index.ts';
export { ACCOUNTS, recordLedgerTransaction, type LedgerLine } from './ledger.ts';
export type { SendOutcome, TransactionState, WalletClients } from './providers/types.ts';
// The receipt's PDF layout and its tax rows, reused by the hosts' monthly statements (docs/statements.md).
export { receiptPdf, type Row, type RowsDocument } from './receipts/receipt-pdf.ts';
export { taxRows } from './receipts/receipt-text.ts';
