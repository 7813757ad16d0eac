// Step 2, 'Accommodation Details' (docs/product.md#screen-listing and #validation): description, type,
// location with a map where the host places the marker (docs/product.md#map), rate plan, and the room types
// made in the room-type dialog.
import {
  ACCOMMODATION_TYPE_LABELS,
  ACCOMMODATION_TYPES,
  DESCRIPTION_MAX,
  formatNumber,
  isWholeProperty,
  LISTING_DEFAULTS,
  RATE_PLAN_LABELS,
  RATE_PLANS,
  ROOM_TYPE_TITLE_LABELS,
  type RatePlan,
  type RoomType,
} from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { activeLocale, fieldError, labelText } from '@/lib/i18n';
import type { ListingFormValues } from '../lib/form-values';
import { FieldError, SelectField } from './form-controls';
import { LocationMap } from './location-map';
import { describeRoomType, RoomTypeDialog } from './room-type-dialog';

/** What each rate plan means to the host; its name is the plan's label (docs/product.md#constants). */
const RATE_PLAN_DESCRIPTIONS: Record<RatePlan, MessageDescriptor> = {
  flexible: msg`Free cancellation within a window, higher price.`,
  non_refundable: msg`Lower price, no refunds.`,
  long_stay: msg`Reduced rates for a week or more.`,
};

export interface RoomTypesProps {
  roomTypes: RoomType[];
  /** Room types made earlier (e.g. before a reload) that no listing uses yet. */
  earlierRoomTypes: RoomType[];
  onCreated: (roomType: RoomType) => void;
  onUseEarlier: (roomType: RoomType) => void;
  onRemove: (roomType: RoomType) => void;
  removingId: number | null;
}

export function DetailsStep(props: RoomTypesProps) {
  const { t } = useLingui();
  const { register, formState, control, setValue } = useFormContext<ListingFormValues>();
  const errors = formState.errors;
  const description = useWatch({ control, name: 'description' }) ?? '';
  const position = useWatch({ control, name: 'location.markerPosition' });
  const ratePlanId = useId();
  const locale = activeLocale();
  const length = formatNumber(description.length, locale);
  const max = formatNumber(DESCRIPTION_MAX, locale);
  const ratePlanError = fieldError(errors.rate_plan?.message);

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <TextAreaField
          label={t`Description`}
          rows={4}
          hint={t`What makes your place special (${length}/${max}).`}
          error={fieldError(errors.description?.message)}
          {...register('description')}
        />
        <SelectField
          label={t`Accommodation type`}
          placeholder={t`Choose a type`}
          options={ACCOMMODATION_TYPES.map((type) => ({
            value: type,
            label: labelText(ACCOMMODATION_TYPE_LABELS, type),
          }))}
          error={fieldError(errors.accommodationType?.message)}
          className="sm:max-w-xs"
          {...register('accommodationType')}
        />
      </div>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">
          <Trans>Location</Trans>
        </legend>
        <TextField
          label={t`Address`}
          autoComplete="street-address"
          placeholder={t`e.g. KN 3 Rd, Kiyovu`}
          error={fieldError(errors.location?.address?.message)}
          {...register('location.address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`City`}
            autoComplete="address-level2"
            error={fieldError(errors.location?.city?.message)}
            {...register('location.city')}
          />
          <TextField
            label={t`Country`}
            autoComplete="country-name"
            error={fieldError(errors.location?.country?.message)}
            {...register('location.country')}
          />
        </div>
        <p className="text-sm text-slate-600">
          <Trans>
            Click or tap the map to place the marker where guests will find you, or drag it. You can also type
            the coordinates.
          </Trans>
        </p>
        <LocationMap
          label={t`Map: place the marker on your property`}
          position={position}
          fallbackCenter={LISTING_DEFAULTS.markerPosition}
          onChange={({ lat, lng }) => {
            setValue('location.markerPosition.lat', lat, { shouldDirty: true, shouldValidate: true });
            setValue('location.markerPosition.lng', lng, { shouldDirty: true, shouldValidate: true });
          }}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t`Latitude`}
            type="number"
            inputMode="decimal"
            step="any"
            min={-90}
            max={90}
            error={fieldError(errors.location?.markerPosition?.lat?.message)}
            {...register('location.markerPosition.lat', { valueAsNumber: true })}
          />
          <TextField
            label={t`Longitude`}
            type="number"
            inputMode="decimal"
            step="any"
            min={-180}
            max={180}
            error={fieldError(errors.location?.markerPosition?.lng?.message)}
            {...register('location.markerPosition.lng', { valueAsNumber: true })}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-2" aria-describedby={ratePlanError ? `${ratePlanId}-error` : undefined}>
        <legend className="text-base font-semibold text-slate-900">
          <Trans>Rate plan</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {RATE_PLANS.map((plan) => (
            <label
              key={plan}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={plan}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                {...register('rate_plan')}
              />
              <span>
                <span className="block font-medium text-slate-900">{labelText(RATE_PLAN_LABELS, plan)}</span>
                <span className="block text-sm text-slate-600">{t(RATE_PLAN_DESCRIPTIONS[plan])}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${ratePlanId}-error`} message={ratePlanError} />
      </fieldset>

      <RoomTypesSection {...props} />
    </div>
  );
}

function RoomTypesSection({
  roomTypes,
  earlierRoomTypes,
  onCreated,
  onUseEarlier,
  onRemove,
  removingId,
}: RoomTypesProps) {
  const { t } = useLingui();
  const { formState } = useFormContext<ListingFormValues>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const headingId = useId();
  const errorId = useId();
  const hasWhole = roomTypes.some((roomType) => isWholeProperty(roomType.title));
  const error = fieldError(formState.errors.roomTypes?.message ?? formState.errors.roomTypes?.root?.message);
  const named = (roomType: RoomType) =>
    `${labelText(ROOM_TYPE_TITLE_LABELS, roomType.title)} (${describeRoomType(roomType)})`;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          <Trans>Room types</Trans>
        </h3>
        {hasWhole ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDialogOpen(true)}
            aria-describedby={error ? errorId : undefined}
          >
            {roomTypes.length ? t`Add room type` : t`Add a room type`}
          </Button>
        )}
      </div>
      {roomTypes.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Add the rooms guests can book, or the whole property if it is rented as one.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {roomTypes.map((roomType) => {
            const name = named(roomType);
            return (
              <RoomTypeRow
                key={roomType.id}
                roomType={roomType}
                action={
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onRemove(roomType)}
                    disabled={removingId === roomType.id}
                    aria-label={t`Remove ${name}`}
                  >
                    {removingId === roomType.id ? t`Removing…` : t`Remove`}
                  </Button>
                }
              />
            );
          })}
        </ul>
      )}
      {hasWhole ? (
        <p className="text-sm text-slate-600">
          <Trans>
            A whole-property listing has one room type: the whole property. Remove it to list rooms instead.
          </Trans>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}

      {earlierRoomTypes.length ? (
        <div className="space-y-2 rounded-xl bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-800">
            <Trans>Room types you created earlier</Trans>
          </p>
          <ul className="divide-y divide-slate-200">
            {earlierRoomTypes.map((roomType) => {
              const blocked = isWholeProperty(roomType.title) ? roomTypes.length > 0 : hasWhole;
              const name = named(roomType);
              return (
                <RoomTypeRow
                  key={roomType.id}
                  roomType={roomType}
                  action={
                    <span className="flex gap-1">
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={blocked}
                        onClick={() => onUseEarlier(roomType)}
                        aria-label={t`Add ${name} to this listing`}
                      >
                        <Trans>Add</Trans>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onRemove(roomType)}
                        disabled={removingId === roomType.id}
                        aria-label={t`Delete ${name}`}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    </span>
                  }
                />
              );
            })}
          </ul>
        </div>
      ) : null}

      <RoomTypeDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        allowWholeProperty={roomTypes.length === 0}
        onCreated={onCreated}
      />
    </section>
  );
}

function RoomTypeRow({ roomType, action }: { roomType: RoomType; action: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2.5">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{labelText(ROOM_TYPE_TITLE_LABELS, roomType.title)}</p>
        <p className="text-sm text-slate-600">{describeRoomType(roomType)}</p>
      </div>
      {action}
    </li>
  );
}
