// Taxes (docs/taxes.md): the law as settings, a property's tax settings, statements and invoices.
export { taxRoutes } from './routes.ts';
export { issueCommissionInvoices, lastMonth } from './commission-invoices.ts';
export { emailMonthlyStatements } from './statement-emails.ts';
