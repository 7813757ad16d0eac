// A paid reservation's receipt (docs/receipts.md): its number as people read it, the payer's number as the receipt
// shows it, and the receipt's words (translated in i18n/catalogs).
import { template } from './i18n/translate.ts';

/** How a receipt number is printed: its prefix, then the count with zeros before it up to this many digits. */
export const RECEIPT_NUMBER_FORMAT = { prefix: 'IKZ-', digits: 6 } as const;

/** The receipt number as printed: `IKZ-000042` (the gap-free count of docs/decisions/0044-receipts.md). */
export function formatReceiptNumber(n: number): string {
  return `${RECEIPT_NUMBER_FORMAT.prefix}${String(n).padStart(RECEIPT_NUMBER_FORMAT.digits, '0')}`;
}

/** A paying number with all but its last 3 digits hidden: `0788123456` → `*******456`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(digits.length - 3, 0))}${digits.slice(-3)}`;
}

/** Where a booking's receipt opens (HTML) and downloads (PDF). */
export const receiptPath = (bookingId: number, format: 'html' | 'pdf' = 'html') =>
  `/api/bookings/${bookingId}/receipt${format === 'pdf' ? '.pdf' : ''}`;

export const RECEIPT_MESSAGES = {
  title: 'Receipt',
  number: 'Receipt number',
  date: 'Date',
  guest: 'Guest',
  property: 'Property',
  roomType: 'Room type',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  nights: 'Nights',
  rooms: 'Rooms',
  plan: 'Rate plan',
  pricePerNight: 'Price per night, one room',
  subtotal: 'Subtotal',
  roomDiscount: template('Discount ({percent}%)'),
  planDiscount: template('Rate plan discount ({percent}%)'),
  bookingTotal: 'Booking total',
  hostTin: 'Host’s TIN (VAT)',
  refunded: 'Refunded to the guest',
  booking: template('Booking #{id}'),
  otherStays: 'Other stays paid with this payment',
  amountPaid: 'Amount paid',
  method: 'Payment method',
  payer: 'Paid from',
  transaction: 'Transaction ID',
  paidAt: 'Paid on',
  kigaliTime: 'Kigali time',
  downloadPdf: 'Download PDF',
  footer: 'Ikaze: places to stay in Rwanda. Keep this receipt for your records.',
  notAvailable: 'A receipt is available once the booking is paid by MTN MoMo or Airtel Money.',
} as const;
