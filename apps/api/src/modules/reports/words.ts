// What the reports say, in the asker's language (docs/decisions/0021-domain-messages.md): the CSV files' header
// rows and words, the cards' items. English keeps what it always showed (stored statuses as they are, ISO
// dates); the other languages read labels, their own dates and money.
import {
  APPLICATION_STATUS_LABELS,
  BOOKING_STATUS_LABELS,
  RATE_PLAN_LABELS,
  REPORT_MESSAGES as M,
  RESERVATION_SUMMARY_MESSAGES,
  ROOM_TYPE_TITLE_LABELS,
  WHOLE_PROPERTY_CODE,
  formatDate,
  formatMoney,
  formatRwf,
  labelOf,
  translate,
  translateTemplate,
  type Locale,
  type ReportType,
} from '@ikaze/domain';

export const CSV_HEADERS = {
  properties: [M.id, M.name, M.host, M.address, M.accommodationType, M.rating, M.status, M.createdAt],
  hosts: [M.id, M.username, M.firstName, M.lastName, M.email, M.phoneNumber, M.status, M.dateJoined],
  clients: [M.id, M.username, M.firstName, M.lastName, M.email, M.phoneNumber, M.status, M.dateJoined],
  bookings: [
    M.id,
    M.guest,
    M.host,
    M.property,
    M.roomType,
    M.checkIn,
    M.checkOut,
    M.rooms,
    M.totalPrice,
    M.ratePlan,
    M.status,
    M.createdAt,
  ],
} as const satisfies Record<ReportType, readonly string[]>;

export type ReportWords = ReturnType<typeof reportWords>;

export function reportWords(locale: Locale) {
  const say = (english: string) => translate(locale, english);
  const english = locale === 'en';
  const bookingStatus = (status: string) => (english ? status : say(labelOf(BOOKING_STATUS_LABELS, status)));
  return {
    /** A label of the domain (a room type's title, an accommodation type, a rate plan), already English. */
    say,
    header: (type: ReportType) => CSV_HEADERS[type].map(say),
    /** A person's full name; a deleted account's is erased and reads 'Deleted account'. */
    person: (name: string) => name.trim() || say(M.deletedAccount),
    active: (isActive: boolean) => say(isActive ? M.active : M.inactive),
    bookingStatus,
    // Stored values are ids: a file for people shows their labels (docs/decisions/0022-stored-ids.md), the whole
    // property as the detail screen calls it (docs/product.md#screen-detail).
    roomType: (title: string) =>
      say(title === WHOLE_PROPERTY_CODE ? M.rentWholeProperty : labelOf(ROOM_TYPE_TITLE_LABELS, title)),
    ratePlan: (plan: string) => say(labelOf(RATE_PLAN_LABELS, plan)),
    reviewStatus: (status: string) => (english ? status : say(labelOf(APPLICATION_STATUS_LABELS, status))),
    hostNamed: (name: string) => translateTemplate(locale, M.hostNamed, { name }),
    bookingItem: (id: number, property: string, status: string) =>
      translateTemplate(locale, M.bookingItem, { id: String(id), property, status: bookingStatus(status) }),
    rooms: (n: number) =>
      n === 1
        ? say(RESERVATION_SUMMARY_MESSAGES.oneRoom)
        : translateTemplate(locale, RESERVATION_SUMMARY_MESSAGES.rooms, { n }),
    money: (amount: number) => (english ? formatRwf(amount) : formatMoney(amount, locale)),
    stay: (checkIn: string, checkOut: string) =>
      english
        ? `${checkIn} → ${checkOut}`
        : `${formatDate(checkIn, locale)} → ${formatDate(checkOut, locale)}`,
  };
}
