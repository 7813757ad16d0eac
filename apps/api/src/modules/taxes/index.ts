// Taxes (docs/taxes.md): the law as settings, a property's tax settings, statements and invoices.
export { taxRoutes } from './routes.ts';
export { taxSettings, type TaxSettings } from './settings.ts';
export { toPropertyTax } from './property-tax.ts';
export { emailMonthlyStatements } from './statement-emails.ts';
