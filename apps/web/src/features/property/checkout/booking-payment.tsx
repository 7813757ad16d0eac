// The checkout's part on the booking page (docs/payments.md): a guest's pending or failed payment, followed and
// tried again there as on the room card. The router hands it to the booking page as a screen part
// (lib/screen-parts.ts), so the bookings feature never imports this one.
import type { Booking } from '@ikaze/domain';
import { useCurrentUser } from '@/lib/session';
import { PaymentProgress } from './components/payment-progress';
import { profileMobileNumber } from './checkout';

/** Another try on the booking page is by wallet: the stay is already booked with a payment due now. */
const NOT_AT_PROPERTY = { rules: { payAtProperty: false } };

export default function BookingPayment({
  booking,
  paidFrom,
  onChange,
}: {
  booking: Booking;
  /** The number the payment was asked from, if known; else the profile's. */
  paidFrom: string | null;
  /** The payment moved (paid, failed, another try): the page reads the booking again. */
  onChange: () => void;
}) {
  const { user } = useCurrentUser();
  const method = booking.payment?.method === 'airtel_money' ? 'airtel_money' : 'mtn_momo';
  const phone = paidFrom ?? profileMobileNumber(user?.PhoneNumber);
  return (
    <PaymentProgress
      booking={booking}
      paidWith={{ method, phone }}
      property={NOT_AT_PROPERTY}
      user={user}
      onDone={onChange}
      onPhase={onChange}
    />
  );
}
