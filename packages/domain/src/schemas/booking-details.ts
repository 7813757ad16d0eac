// The booking page (docs/product.md#bookings): everything a guest needs to arrive, and what the host and
// admins read about the same booking, in one answer that the page keeps for reading offline.
import { z } from 'zod';
import { bookingCancellationSchema, bookingSchema, bookingStatusSchema } from './booking.ts';
import { markerPositionSchema } from './property.ts';

/** One status the booking took, and when (ISO 8601). */
export const bookingHistoryEntrySchema = z.object({ status: bookingStatusSchema, at: z.string() });
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

/** How to reach the other side of a booking (docs/decisions/0013-who-sees-whom.md). */
export const bookingContactSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });
export type BookingContact = z.infer<typeof bookingContactSchema>;

/** GET /api/bookings/{id}/details, for the booking's guest, its property's host and admins. */
export const bookingDetailsSchema = z.object({
  booking: bookingSchema,
  /** Who is reading: the page offers what each may do (cancel, confirm, refund). */
  viewer: z.enum(['guest', 'host', 'admin']),
  /** Every status, oldest first. */
  history: z.array(bookingHistoryEntrySchema),
  /** Why the host cancelled this confirmed stay; null otherwise. */
  cancelReason: z.string().nullable(),
  property: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    markerPosition: markerPositionSchema,
    /** From the property's rules, as the host wrote them ('14:00'). */
    checkInTime: z.string(),
    checkOutTime: z.string(),
  }),
  /** The host's contact: for the guest once the stay is confirmed and not over, and for admins; else null. */
  hostContact: bookingContactSchema.nullable(),
  /** The guest's contact: for the host while the booking is pending or confirmed and not over, and for admins. */
  guestContact: bookingContactSchema.nullable(),
  /**
   * The number the payment is asked from (07XXXXXXXX): for the guest who typed it and admins, never the host
   * (docs/decisions/0045-who-sees-payment-details.md); null at the property.
   */
  paidFrom: z.string().nullable(),
  /** What cancelling costs today: for the guest only (null for the host and admins). */
  cancellation: bookingCancellationSchema.nullable(),
});
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;
