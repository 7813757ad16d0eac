// A paid stay's money as its screens show it (docs/money.md): what the guest paid through us for this stay, what
// went back, what is left to give back, and, for its host and admins, the commission and what the host earns.
// The arithmetic is the domain's (keptShares), the one the API books in the ledger.
import { keptShares, type Booking } from '@ikaze/domain';

export interface StayMoney {
  /** What the guest paid through us for this stay (its total: a reservation's payment is split by stay). */
  paid: number;
  /** What of it went back or is on its way back. */
  refunded: number;
  /** What the guest still has paid, and so what is left to give back. */
  left: number;
  /** The platform's commission, percent, fixed when the stay was paid. */
  commissionPercent: number;
  /** The commission on the room charge of what is left paid (it shrinks with each refund). */
  commission: number;
  /** The VAT and tourism tax in what is left paid: the host's to declare (docs/taxes.md). */
  taxes: number;
  /** What the host earns of the stay: what is left paid, less the commission (the taxes included). */
  hostEarns: number;
}

/**
 * The stay's money when it was paid through us (mobile money); null otherwise: paid at the property, not paid
 * yet, or paid too late for its rooms (the API fixes a stay's commission only when its payment is recorded).
 */
export function stayMoneyOf(booking: Booking): StayMoney | null {
  const { payment, commissionPercent } = booking;
  if (!payment || payment.status !== 'successful' || payment.method === 'at_property') return null;
  if (commissionPercent === null) return null;
  const paid = booking.total_price;
  const left = Math.max(0, paid - payment.refunded);
  const shares = keptShares(left, booking.taxParts, commissionPercent);
  return {
    paid,
    refunded: payment.refunded,
    left,
    commissionPercent,
    ...shares,
    taxes: shares.taxes.vat + shares.taxes.tourismTax,
  };
}

/** Whether the host may give part of this stay back: confirmed, paid through us, with something left. */
export function canGiveBack(booking: Booking): boolean {
  return booking.status === 'confirmed' && (stayMoneyOf(booking)?.left ?? 0) > 0;
}
