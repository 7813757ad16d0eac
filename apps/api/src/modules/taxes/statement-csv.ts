// A monthly statement as CSV (docs/statements.md): the header in the asker's language, a line per stay, and a
// totals line; amounts in whole RWF, as numbers a spreadsheet adds up.
import { PAYOUT_MESSAGES as P, STATEMENT_MESSAGES as M, type Locale } from '@ikaze/domain';
import { toCsvHeader, toCsvLine } from '../../lib/csv.ts';
import { say } from '../../lib/translations.ts';
import type { Statement, StatementTotals } from './statement-data.ts';

const figures = (f: StatementTotals) => [
  f.paid,
  f.refunded,
  f.roomCharge,
  f.vat,
  f.tourismTax,
  f.commission,
  f.net,
];

export function statementCsv(statement: Statement, locale: Locale): string {
  const header = [
    P.csvBooking,
    P.csvProperty,
    P.csvRoomType,
    P.csvCheckIn,
    P.csvCheckOut,
    P.csvStatus,
    P.csvPaid,
    P.csvRefunded,
    M.csvRoomCharge,
    M.csvVat,
    M.csvTourismTax,
    P.csvCommission,
    P.csvNet,
  ].map((word) => say(locale, word));
  const lines = statement.stays.map((stay) =>
    toCsvLine([
      stay.bookingId,
      stay.propertyName,
      stay.roomTypeTitle,
      stay.checkIn,
      stay.checkOut,
      stay.status,
      ...figures(stay),
    ]),
  );
  const totals = toCsvLine([say(locale, M.csvTotal), '', '', '', '', '', ...figures(statement.totals)]);
  return toCsvHeader(header) + lines.join('') + totals;
}
