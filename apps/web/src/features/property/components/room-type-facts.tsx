// What a room type is, on its card (docs/product.md#screen-detail): location, beds (or, for the whole property,
// rooms, washrooms and kitchens), discount, rooms available for the chosen dates, the rate plan when there is
// only one, and its facilities.
import { ROOM_FACILITY_LABELS, type Property, type RoomType } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FactList } from '@/components/ui/fact-list';
import { formatNumber } from '@/lib/format';
import { labelText } from '@/lib/i18n';
import type { RoomStay } from '../hooks/use-room-stay';
import { planRule } from '../rate-plans';
import { ratePlanLabel } from '../reservation';

export function RoomTypeFacts({
  property,
  roomType,
  whole,
  title,
  stay,
}: {
  property: Property;
  roomType: RoomType;
  /** The whole-property room type (-100x). */
  whole: boolean;
  title: string;
  stay: RoomStay;
}) {
  const { t } = useLingui();
  const { plans, datesValid, checkIn, remaining } = stay;
  // The whole property's room type counts washrooms and kitchens in its bed fields (docs/product.md#entities).
  const washroomCount = roomType.kingBed;
  const kitchenCount = roomType.queenBed;
  const washrooms = formatNumber(washroomCount);
  const kitchens = formatNumber(kitchenCount);
  const facts: Array<[string, ReactNode]> = [
    [t`Location`, property.location.address || t`N/A`],
    [whole ? t`Rooms` : t`Bed information`, roomType.bedInformation || t`Not specified`],
  ];
  if (whole)
    facts.push([
      t`Property has`,
      `${plural(washroomCount, { one: `${washrooms} washroom`, other: `${washrooms} washrooms` })}, ${plural(
        kitchenCount,
        { one: `${kitchens} kitchen`, other: `${kitchens} kitchens` },
      )}`,
    ]);
  facts.push(
    [t`Discount`, `${stay.discount}%`],
    [
      t`Rooms available`,
      <span key="available" aria-live="polite" className="font-semibold">
        {stay.checkingDates ? (
          <span className="font-normal text-slate-600">
            <Trans>Checking these dates…</Trans>
          </span>
        ) : datesValid ? (
          <Trans>
            {remaining}
            <span className="font-normal text-slate-600"> for these dates</span>
          </Trans>
        ) : (
          remaining
        )}
      </span>,
    ],
  );
  // One plan: the plan line as the spec has it, with its rule; several: the choice below the dates.
  if (plans.length <= 1)
    facts.push([
      t`Rate plan`,
      <>
        {ratePlanLabel(plans[0]?.plan ?? property.rate_plan)}
        {plans[0] && property.ratePlans.length ? (
          <span className="block text-xs text-slate-600">
            {planRule(plans[0], datesValid ? checkIn : '')}
          </span>
        ) : null}
      </>,
    ]);

  return (
    <>
      <FactList facts={facts} />

      {roomType.facilities.length ? (
        <ul aria-label={t`${title} facilities`} className="flex flex-wrap gap-1.5">
          {roomType.facilities.map((facility) => (
            <li
              key={facility}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
            >
              {labelText(ROOM_FACILITY_LABELS, facility)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
