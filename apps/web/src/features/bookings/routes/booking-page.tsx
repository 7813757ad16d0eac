// The booking page (docs/product.md#bookings), at /dashboard/{user,host,admin}/bookings/{id}: what a guest shows
// at reception and arrives with (where, when, the rooms, each night's price, the plan's terms, what is paid or
// owed at the property, the host's contact once confirmed), and what the host and admins read about the same
// booking, with each side's actions. It reads offline once seen, and prints cleanly (index.css, print:hidden).
// The guest's pending payment is followed by the checkout's part, handed in by the router (lib/screen-parts.ts).
import type { BookingDetails } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PropertyMap } from '@/components/map/property-map';
import { BookingStatusBadge } from '@/components/bookings-table';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { ApiError, errorMessage } from '@/lib/api';
import { OfflineNotice } from '@/lib/offline/offline-notice';
import { loadScreenPart } from '@/lib/screen-parts';
import { mapDirections, paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { bookingDetailsQueryOptions } from '../api/booking-details';
import { BookingCancel } from '../components/bookings-cancel';
import { BookingHistory } from '../components/booking-history';
import { ContactCard } from '../components/contact-card';
import { GiveBackDialog } from '../components/give-back';
import { HostDecisionDialog, hostDecisionsFor, type HostDecisionStatus } from '../components/host-decision';
import { PaymentFacts } from '../components/payment-facts';
import { StayFacts } from '../components/stay-facts';
import { canGiveBack } from '../lib/stay-money';

/** The checkout's part that follows a guest's pending payment, handed in by the router (lib/screen-parts.ts). */
const Payment = lazy(() => loadScreenPart('bookingPayment'));

export default function BookingPage() {
  const { t } = useLingui();
  // The server judges the id: an unknown or malformed one gets its answer, in the page's language.
  const { bookingId: id = '' } = useParams();
  usePageTitle(t`Booking ${id}`);
  const query = useQuery(bookingDetailsQueryOptions(id));
  if (query.isError)
    return (
      <Alert tone="error">
        {query.error instanceof ApiError && query.error.status === 0
          ? t`You are offline, and this booking has not been opened on this device yet.`
          : errorMessage(query.error)}
      </Alert>
    );
  if (!query.data) return <Loading />;
  return <BookingView details={query.data} />;
}

function BookingView({ details }: { details: BookingDetails }) {
  const { t, i18n } = useLingui();
  const { booking, property, viewer } = details;
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [cancelling, setCancelling] = useState(false);
  const [deciding, setDeciding] = useState<HostDecisionStatus | null>(null);
  const [givingBack, setGivingBack] = useState(false);
  const readAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: bookingDetailsQueryOptions(booking.id).queryKey }),
    [queryClient, booking.id],
  );
  const status = booking.payment?.status;
  const followPayment = viewer === 'guest' && (status === 'pending' || status === 'failed');
  const id = booking.id;
  const propertyName = property.name;
  const cancelReason = details.cancelReason;
  // A deleted account has no name left (docs/decisions/0031-your-data.md): nobody is there to write to.
  const messagesPath =
    viewer === 'guest'
      ? paths.user.bookingMessages(id)
      : viewer === 'host' && booking.user_name.trim()
        ? paths.host.bookingMessages(id)
        : undefined;
  const canCancel = viewer === 'guest' && details.cancellation?.canCancel === true;
  const decisions = viewer === 'host' ? hostDecisionsFor(booking) : [];
  // Part of a confirmed stay paid through us, back to the guest (docs/money.md#refunds).
  const offerGiveBack = viewer === 'host' && canGiveBack(booking);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader
          title={<Trans>Booking {id}</Trans>}
          description={
            <Link
              to={paths.accommodationDetail(property.id)}
              className="font-semibold text-brand-800 hover:underline"
            >
              {property.name}
            </Link>
          }
        />
        <BookingStatusBadge status={booking.status} />
      </div>
      <OfflineNotice />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <StayFacts details={details} />
          <PaymentFacts
            details={details}
            payment={
              followPayment ? (
                <Suspense fallback={<Loading />}>
                  <Payment booking={booking} paidFrom={details.paidFrom} onChange={readAgain} />
                </Suspense>
              ) : null
            }
          />
          {cancelReason ? (
            <Alert tone="info">
              <Trans>The host cancelled this stay: {cancelReason}</Trans>
            </Alert>
          ) : null}
          <BookingHistory history={details.history} />
        </div>
        <div className="space-y-4">
          <section aria-labelledby="where-title" className="space-y-2">
            <h2 id="where-title" className="text-lg font-bold text-slate-900">
              <Trans>Where</Trans>
            </h2>
            <address className="text-slate-800 not-italic">
              {property.address}
              <br />
              {[property.city, property.country].filter(Boolean).join(', ')}
            </address>
            <a
              href={mapDirections(property.markerPosition)}
              target="_blank"
              rel="noreferrer"
              className="inline-block font-semibold text-brand-800 hover:underline print:hidden"
            >
              {t`Directions`}
            </a>
            <PropertyMap
              markers={[{ id: property.id, position: property.markerPosition, title: property.name }]}
              label={t`Map of ${propertyName}`}
              className="h-56 print:hidden"
            />
          </section>
          {details.hostContact ? <ContactCard title={t`Your host`} contact={details.hostContact} /> : null}
          {details.guestContact ? <ContactCard title={t`The guest`} contact={details.guestContact} /> : null}
          {viewer === 'guest' && !details.hostContact && booking.status === 'pending' ? (
            <p className="text-sm text-slate-700">{t`The host's phone and email show here once the host confirms.`}</p>
          ) : null}
          <div className="flex flex-wrap gap-2 print:hidden">
            {decisions.map((decision) => (
              <Button
                key={decision.status}
                variant={decision.variant}
                onClick={() => setDeciding(decision.status)}
              >
                {i18n._(decision.label)}
              </Button>
            ))}
            {offerGiveBack ? (
              <Button variant="secondary" onClick={() => setGivingBack(true)}>
                <Trans>Give money back</Trans>
              </Button>
            ) : null}
            {canCancel ? (
              <Button variant="danger" onClick={() => setCancelling(true)}>
                <Trans>Cancel booking</Trans>
              </Button>
            ) : null}
            {messagesPath ? (
              <Link to={messagesPath} className={buttonClasses('secondary')}>
                {viewer === 'guest' ? t`Message the host` : t`Message the guest`}
              </Link>
            ) : null}
            <Button variant="ghost" onClick={() => window.print()}>
              {t`Print`}
            </Button>
          </div>
        </div>
      </div>
      {viewer === 'guest' && user ? (
        <BookingCancel
          booking={cancelling ? booking : null}
          userId={user.UserID}
          onClose={() => setCancelling(false)}
        />
      ) : null}
      {viewer === 'host' && user ? (
        <HostDecisionDialog
          booking={deciding ? booking : null}
          status={deciding ?? 'confirmed'}
          hostId={user.UserID}
          onClose={() => setDeciding(null)}
        />
      ) : null}
      {viewer === 'host' ? (
        <GiveBackDialog booking={givingBack ? booking : null} onClose={() => setGivingBack(false)} />
      ) : null}
    </div>
  );
}
