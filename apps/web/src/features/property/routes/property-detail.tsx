import {
  ACCOMMODATION_TYPE_LABELS,
  AMENITY_LABELS,
  LANGUAGE_LABELS,
  PROPERTY_MESSAGES,
  ROOM_FACILITY_LABELS,
  SHORT_POPUP_MS,
  type Property,
} from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PropertyMap } from '@/components/map/property-map';
import { Alert } from '@/components/ui/alert';
import { MapPinIcon } from '@/components/ui/icons';
import { Page, PageHeading } from '@/components/ui/page';
import { StarRating } from '@/components/ui/star-rating';
import { Loading } from '@/components/ui/status';
import { ApiError } from '@/lib/api';
import { dismissFlash, flash } from '@/lib/flash';
import { domainText, labelText } from '@/lib/i18n';
import { OfflineNotice } from '@/lib/offline/offline-notice';
import { OFFLINE_PAGE_MESSAGES } from '@/lib/offline/offline-page-messages';
import { propertyDetailQueryOptions } from '@/lib/queries/properties';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { ContactHost } from '../components/contact-host';
import { PictureCarousel } from '../components/picture-carousel';
import { ReviewsSection } from '../components/reviews-section';
import { RoomTypeCard, type CardStart, type ShowPopup } from '../components/room-type-card';
import { offeredPlans } from '../rate-plans';
import { ratePlanLabel, readStart } from '../reservation';

/**
 * /accommodation-detail/{propertyId} and, signed in, /property/{propertyId} (docs/product.md#screen-detail).
 * The id comes from the URL, so a shared link opens directly; checkIn, checkOut and rooms in the URL (from a
 * search) fill the room type cards and ask the server for the rooms free on those dates.
 */
export default function PropertyDetailRoute() {
  const { propertyId = '' } = useParams();
  const valid = /^\d{1,10}$/.test(propertyId) && Number(propertyId) > 0;
  if (!valid) return <Unavailable />;
  return <PropertyDetail key={propertyId} propertyId={Number(propertyId)} />;
}

function Unavailable() {
  const { t } = useLingui();
  return (
    <Page title={t`Accommodation`} width="medium">
      <Alert tone="error">{domainText(PROPERTY_MESSAGES.unavailable)}</Alert>
    </Page>
  );
}

/**
 * No connection, and this property not seen on this device (seen ones are read from memory, decision 0039): the
 * offline page's words, already in the core catalog, so the detail page's first load gains no message.
 */
function Offline() {
  const { i18n } = useLingui();
  const title = i18n._(OFFLINE_PAGE_MESSAGES.title);
  return (
    <Page title={title} width="medium">
      <PageHeading>{title}</PageHeading>
      <Alert className="mt-4">{i18n._(OFFLINE_PAGE_MESSAGES.text)}</Alert>
    </Page>
  );
}

function PropertyDetail({ propertyId }: { propertyId: number }) {
  const [params, setParams] = useSearchParams();
  const start = readStart(params);
  // Other dates keep the page on screen while their availability loads.
  const query = useQuery({
    ...propertyDetailQueryOptions(propertyId, start),
    placeholderData: keepPreviousData,
  });
  // After a reservation the cards start over: no dates, no rooms (docs/product.md#screen-detail).
  const [round, setRound] = useState(0);
  const popup = useRef<number | null>(null);
  const { t } = useLingui();

  // One popup at a time, 3 s (docs/product.md#messages and #constants).
  const showPopup = useCallback<ShowPopup>((text, tone) => {
    if (popup.current !== null) dismissFlash(popup.current);
    popup.current = flash(text, tone, SHORT_POPUP_MS);
  }, []);

  const onReserved = useCallback(() => {
    setParams({}, { replace: true });
    setRound((r) => r + 1);
  }, [setParams]);

  if (query.isPending) {
    // A screen tall, so the footer does not show under the spinner and then jump down (layout shift).
    return (
      <Page title={t`Accommodation`} className="min-h-dvh">
        <Loading label={domainText(PROPERTY_MESSAGES.loading)} />
      </Page>
    );
  }
  if (query.isError)
    return query.error instanceof ApiError && query.error.status === 0 ? <Offline /> : <Unavailable />;

  return (
    <PropertyView
      property={query.data}
      start={round === 0 ? start : { checkIn: '', checkOut: '', rooms: 0 }}
      round={round}
      showPopup={showPopup}
      onReserved={onReserved}
    />
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      // Below the first screen on every device: laid out and painted when near it (decision 0032).
      className="border-t border-slate-200 pt-8 [contain-intrinsic-size:auto_500px] [content-visibility:auto]"
    >
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A stored value's label in the page's language ('WiFi', 'Wi-Fi', 'English'), never the value itself. */
const labelIn = (labels: Readonly<Record<string, string>>) => (value: string) => labelText(labels, value);
function PropertyView({
  property,
  start,
  round,
  showPopup,
  onReserved,
}: {
  property: Property;
  start: CardStart;
  round: number;
  showPopup: ShowPopup;
  onReserved: () => void;
}) {
  usePageTitle(property.name);
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const pictures = property.pictureSet.length ? property.pictureSet : property.pictures;
  const { rules } = property;
  const languages = Object.entries(property.languages)
    .filter(([, spoken]) => spoken)
    .map(([language]) => labelIn(LANGUAGE_LABELS)(language));
  const amenities = property.amenities.map(labelIn(AMENITY_LABELS));
  const notSpecified = t`Not specified`;
  const allowed = (yes: boolean) => (yes ? t`Allowed` : t`Not allowed`);
  const { start: quietFrom, end: quietTo } = rules.quietHours;
  const maxGuests = rules.maxGuests;
  const propertyName = property.name;
  // Every plan the host offers (docs/decisions/0023-calendar-and-rates.md), or the one it was listed with.
  const ratePlans =
    offeredPlans(property)
      .map((offered) => ratePlanLabel(offered.plan))
      .join(', ') || ratePlanLabel(property.rate_plan);

  return (
    <Page title={property.name} className="max-w-6xl space-y-8">
      <OfflineNotice />
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {labelIn(ACCOMMODATION_TYPE_LABELS)(property.accommodationType)}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{property.name}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <StarRating rating={property.rating} count={property.reviewCount} />
          <span className="flex items-center gap-1">
            <MapPinIcon width={16} height={16} className="text-slate-400" />
            {property.location.address || t`N/A`}
          </span>
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <PictureCarousel pictures={pictures} name={property.name} />
        <aside aria-label={t`At a glance`} className="space-y-4">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-base font-bold text-slate-900">
              <Trans>Description</Trans>
            </h2>
            <p className="mt-2 text-slate-700">{property.description}</p>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {[
              [t`Check-in from`, rules.checkInTime],
              [t`Check-out until`, rules.checkOutTime],
              [t`Rate plan`, ratePlans],
              [t`Up to`, plural(maxGuests, { one: '# guest', other: '# guests' })],
            ].map(([term, value]) => (
              <div key={term} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
                <dt className="text-slate-500">{term}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <a
            href="#rooms-title"
            className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            <Trans>See rooms and prices</Trans>
          </a>
          <ContactHost
            propertyId={property.id}
            hostId={property.hostId}
            hostName={property.hostInfo.hostName}
            user={user}
          />
        </aside>
      </div>

      <Section title={t`Important Facilities`} id="facilities-title">
        {property.importantFacilities.length ? (
          <ul className="flex flex-wrap gap-2">
            {property.importantFacilities.map((facility) => (
              <li
                key={facility}
                className="rounded-full bg-hill-500/10 px-3 py-1.5 text-sm font-medium text-hill-700 ring-1 ring-hill-500/30"
              >
                {labelIn(ROOM_FACILITY_LABELS)(facility)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{notSpecified}</p>
        )}
      </Section>

      <Section title={t`Rooms`} id="rooms-title">
        {property.roomTypes.length ? (
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {property.roomTypes.map((roomType) => (
              <li key={`${roomType.id}-${round}`}>
                <RoomTypeCard
                  property={property}
                  roomType={roomType}
                  start={start}
                  user={user}
                  showPopup={showPopup}
                  onReserved={onReserved}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">
            <Trans>No rooms are offered here yet.</Trans>
          </p>
        )}
      </Section>

      <ReviewsSection propertyId={property.id} />

      <Section title={t`House rules`} id="rules-title">
        <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-3">
          {[
            [t`Quiet hours`, t`${quietFrom} to ${quietTo}`],
            [t`Smoking`, allowed(!rules.noSmoking)],
            [t`Pets`, allowed(!rules.noPets)],
            [t`Children`, rules.childrenAllowed ? t`Welcome` : t`Not allowed`],
            [t`Parties`, allowed(rules.partiesAllowed)],
            [t`Eco-friendly practices`, rules.ecoFriendlyPractices ? t`Yes` : t`No`],
            [t`Languages spoken`, languages.join(', ') || notSpecified, 'wide'],
            [t`Amenities`, amenities.join(', ') || notSpecified, 'wide'],
            [t`Host`, property.hostInfo.hostName, 'wide'],
          ].map(([term, value, wide]) => (
            <div
              key={term}
              className={`rounded-xl bg-white p-3 ring-1 ring-slate-200 ${wide ? 'col-span-2 lg:col-span-1' : ''}`}
            >
              <dt className="text-slate-500">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={t`Location`} id="location-title">
        <p className="mb-3 flex items-center gap-1 text-slate-700">
          <MapPinIcon width={18} height={18} className="text-slate-400" />
          {property.location.address || t`N/A`}
        </p>
        <PropertyMap
          markers={[
            {
              id: property.id,
              position: property.location.markerPosition,
              title: property.name,
              subtitle: property.location.address,
            },
          ]}
          label={t`Map of ${propertyName}`}
          className="h-72 sm:h-96"
          zoom={15}
        />
      </Section>
    </Page>
  );
}
