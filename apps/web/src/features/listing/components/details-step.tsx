// Step 2, 'Accommodation Details' (docs/product.md#screen-listing and #validation): description, type,
// location with a map where the host places the marker (docs/product.md#map), rate plan, and the room types
// made in the room-type dialog.
import {
  ACCOMMODATION_TYPES,
  DESCRIPTION_MAX,
  isWholeProperty,
  LISTING_DEFAULTS,
  RATE_PLANS,
  roomTypeLabel,
  type RatePlan,
  type RoomType,
} from '@ikaze/domain';
import { useId, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import type { ListingFormValues } from '../lib/form-values';
import { FieldError, SelectField } from './form-controls';
import { LocationMap } from './location-map';
import { describeRoomType, RoomTypeDialog } from './room-type-dialog';

/** The rate plans (docs/product.md#constants), as the host reads them. */
const RATE_PLAN_TEXT: Record<RatePlan, { label: string; description: string }> = {
  Flexible: { label: 'Flexible', description: 'Free cancellation within a window, higher price.' },
  nonRefundable: { label: 'Non-Refundable', description: 'Lower price, no refunds.' },
  'Long Stay': { label: 'Long Stay', description: 'Reduced rates for a week or more.' },
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
  const { register, formState, control, setValue } = useFormContext<ListingFormValues>();
  const errors = formState.errors;
  const description = useWatch({ control, name: 'description' }) ?? '';
  const position = useWatch({ control, name: 'location.markerPosition' });
  const ratePlanId = useId();

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <TextAreaField
          label="Description"
          rows={4}
          hint={`What makes your place special (${description.length}/${DESCRIPTION_MAX}).`}
          error={errors.description?.message}
          {...register('description')}
        />
        <SelectField
          label="Accommodation type"
          placeholder="Choose a type"
          options={ACCOMMODATION_TYPES.map((type) => ({ value: type, label: type }))}
          error={errors.accommodationType?.message}
          className="sm:max-w-xs"
          {...register('accommodationType')}
        />
      </div>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Location</legend>
        <TextField
          label="Address"
          autoComplete="street-address"
          placeholder="e.g. KN 3 Rd, Kiyovu"
          error={errors.location?.address?.message}
          {...register('location.address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.location?.city?.message}
            {...register('location.city')}
          />
          <TextField
            label="Country"
            autoComplete="country-name"
            error={errors.location?.country?.message}
            {...register('location.country')}
          />
        </div>
        <p className="text-sm text-slate-600">
          Click or tap the map to place the marker where guests will find you, or drag it. You can also type
          the coordinates.
        </p>
        <LocationMap
          label="Map: place the marker on your property"
          position={position}
          fallbackCenter={LISTING_DEFAULTS.markerPosition}
          onChange={({ lat, lng }) => {
            setValue('location.markerPosition.lat', lat, { shouldDirty: true, shouldValidate: true });
            setValue('location.markerPosition.lng', lng, { shouldDirty: true, shouldValidate: true });
          }}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Latitude"
            type="number"
            inputMode="decimal"
            step="any"
            min={-90}
            max={90}
            error={errors.location?.markerPosition?.lat?.message}
            {...register('location.markerPosition.lat', { valueAsNumber: true })}
          />
          <TextField
            label="Longitude"
            type="number"
            inputMode="decimal"
            step="any"
            min={-180}
            max={180}
            error={errors.location?.markerPosition?.lng?.message}
            {...register('location.markerPosition.lng', { valueAsNumber: true })}
          />
        </div>
      </fieldset>

      <fieldset
        className="space-y-2"
        aria-describedby={errors.rate_plan?.message ? `${ratePlanId}-error` : undefined}
      >
        <legend className="text-base font-semibold text-slate-900">Rate plan</legend>
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
                <span className="block font-medium text-slate-900">{RATE_PLAN_TEXT[plan].label}</span>
                <span className="block text-sm text-slate-600">{RATE_PLAN_TEXT[plan].description}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${ratePlanId}-error`} message={errors.rate_plan?.message} />
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
  const { formState } = useFormContext<ListingFormValues>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const headingId = useId();
  const errorId = useId();
  const hasWhole = roomTypes.some((roomType) => isWholeProperty(roomType.title));
  const error = formState.errors.roomTypes?.message ?? formState.errors.roomTypes?.root?.message;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          Room types
        </h3>
        {hasWhole ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDialogOpen(true)}
            aria-describedby={error ? errorId : undefined}
          >
            {roomTypes.length ? 'Add room type' : 'Add a room type'}
          </Button>
        )}
      </div>
      {roomTypes.length === 0 ? (
        <p className="text-sm text-slate-600">
          Add the rooms guests can book, or the whole property if it is rented as one.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {roomTypes.map((roomType) => (
            <RoomTypeRow
              key={roomType.id}
              roomType={roomType}
              action={
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(roomType)}
                  disabled={removingId === roomType.id}
                  aria-label={`Remove ${roomTypeLabel(roomType.title)} (${describeRoomType(roomType)})`}
                >
                  {removingId === roomType.id ? 'Removing…' : 'Remove'}
                </Button>
              }
            />
          ))}
        </ul>
      )}
      {hasWhole ? (
        <p className="text-sm text-slate-600">
          A whole-property listing has one room type: the whole property. Remove it to list rooms instead.
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}

      {earlierRoomTypes.length ? (
        <div className="space-y-2 rounded-xl bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-800">Room types you created earlier</p>
          <ul className="divide-y divide-slate-200">
            {earlierRoomTypes.map((roomType) => {
              const blocked = isWholeProperty(roomType.title) ? roomTypes.length > 0 : hasWhole;
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
                        aria-label={`Add ${roomTypeLabel(roomType.title)} (${describeRoomType(roomType)}) to this listing`}
                      >
                        Add
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onRemove(roomType)}
                        disabled={removingId === roomType.id}
                        aria-label={`Delete ${roomTypeLabel(roomType.title)} (${describeRoomType(roomType)})`}
                      >
                        Delete
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
        <p className="font-medium text-slate-900">{roomTypeLabel(roomType.title)}</p>
        <p className="text-sm text-slate-600">{describeRoomType(roomType)}</p>
      </div>
      {action}
    </li>
  );
}
