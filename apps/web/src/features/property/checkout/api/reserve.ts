// POST /api/bookings (docs/product.md#calls) with an Idempotency-Key per reservation attempt: a request
// retried over a flaky connection carries the same key, so it never books twice (docs/product.md#bookings).
import { DEFAULT_BOOKING_RATE_PLAN, RATE_PLANS, type BookingPaymentInput } from '@ikaze/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR } from '@/lib/api';
import { api, type ApiAnswer, type ApiBody } from '@/lib/api-client';
import { propertyKeys } from '@/lib/queries/properties';

type BookingRequest = ApiBody<'/api/bookings', 'post'>;
type BookingCreated = ApiAnswer<'/api/bookings', 'post'>;

export interface Reservation {
  userId: number;
  propertyId: number;
  roomTypeId: number;
  roomTypeTitle: string;
  rooms: number;
  checkIn: string;
  checkOut: string;
  price: number;
  ratePlan: string;
  /** How the guest pays (docs/payments.md); absent: at the property, as the API takes it. */
  payment?: BookingPaymentInput;
  /** One per attempt (a click on 'Reserve Now'); retries reuse it. */
  idempotencyKey: string;
}

/** A stay date as the API takes it (YYYY-MM-DDT00:00:00): a wire format, not text for a person. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- see above
const wireDate = (date: string) => `${date}T00:00:00`;

/**
 * The reservation payload (docs/product.md#entities): dates as YYYY-MM-DDT00:00:00, rate plan N/A by
 * default, and how the guest pays (docs/payments.md).
 */
export function bookingPayload(reservation: Reservation): BookingRequest {
  const ratePlan = (RATE_PLANS as readonly string[]).includes(reservation.ratePlan)
    ? reservation.ratePlan
    : DEFAULT_BOOKING_RATE_PLAN;
  return {
    userId: reservation.userId,
    bookings: [
      {
        roomTypeId: reservation.roomTypeId,
        roomType: reservation.roomTypeTitle,
        roomNumber: reservation.rooms,
        checkInDate: wireDate(reservation.checkIn),
        checkOutDate: wireDate(reservation.checkOut),
        price: reservation.price,
        rate_plan: ratePlan,
        propertyId: reservation.propertyId,
      },
    ],
    ...(reservation.payment ? { payment: reservation.payment } : {}),
  };
}

/** Sends the reservation; a failure is the ApiError of lib/api.ts, with the server's status, code and field. */
async function postBooking(reservation: Reservation): Promise<BookingCreated> {
  const answer: Partial<BookingCreated> | undefined = await api.post('/api/bookings', {
    body: bookingPayload(reservation),
    headers: { 'idempotency-key': reservation.idempotencyKey },
  });
  // Typed by the API's contract (the server validates it); zod stays off this page.
  if (typeof answer?.message !== 'string' || !Array.isArray(answer.bookings))
    throw new ApiError(201, GENERIC_ERROR, undefined, false);
  return answer as BookingCreated;
}

export function useReserve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBooking,
    // Only a request that never got an answer is retried, with the same key; the server's answers are final.
    retry: (failureCount, error) => error instanceof ApiError && error.status === 0 && failureCount < 2,
    // Availability (this property's and the searches') and the guest's bookings change.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
      // bookingsQueryKey of lib/queries/bookings.ts, written out: importing that module would load zod here.
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
