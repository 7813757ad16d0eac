// The payments module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { sandboxedProviders } from './providers/index.ts';
export { ACCOUNTS, recordLedgerTransaction, type LedgerLine } from './ledger.ts';
export type { SendOutcome, TransactionState, WalletClients } from './providers/types.ts';
// The receipt's PDF layout, which the commission invoices draw too (docs/commission-invoices.md#the-pdf).
export { receiptPdf } from './receipts/receipt-pdf.ts';
export type { ReceiptText, Row as ReceiptRow } from './receipts/receipt-text.ts';
