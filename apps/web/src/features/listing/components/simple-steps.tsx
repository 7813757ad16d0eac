// The listing wizard's short steps (docs/product.md#screen-listing and #entities): each reads and writes the
// shared form through react-hook-form's context; messages come from the step's schema (packages/domain).
import { AMENITIES, HOST_DESCRIPTION_MAX } from '@ikaze/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/field';
import type { ListingFormValues } from '../lib/form-values';
import { CheckboxField, CheckboxGroup } from './form-controls';

const useListingForm = () => useFormContext<ListingFormValues>();

export function NameStep() {
  const { register, formState } = useListingForm();
  return (
    <TextField
      label="Name of accommodation"
      autoComplete="off"
      hint="As guests will see it, e.g. Lake Kivu View Lodge."
      error={formState.errors.name?.message}
      {...register('name')}
    />
  );
}

export function AmenitiesStep() {
  const { register, formState } = useListingForm();
  return (
    <CheckboxGroup
      legend="Amenities"
      hint="Everything guests can use at the accommodation."
      error={formState.errors.amenities?.message}
    >
      {AMENITIES.map((amenity) => (
        <CheckboxField key={amenity} label={amenity} value={amenity} {...register('amenities')} />
      ))}
    </CheckboxGroup>
  );
}

const SERVICE_LABELS = {
  roomService: 'Room service',
  laundry: 'Laundry',
  breakfast: 'Breakfast',
  customService: 'Custom service',
} as const satisfies Record<keyof ListingFormValues['services'], string>;

export function ServicesStep() {
  const { register } = useListingForm();
  return (
    <CheckboxGroup legend="Services at accommodation" hint="Services you offer to guests.">
      {(Object.keys(SERVICE_LABELS) as Array<keyof typeof SERVICE_LABELS>).map((service) => (
        <CheckboxField key={service} label={SERVICE_LABELS[service]} {...register(`services.${service}`)} />
      ))}
    </CheckboxGroup>
  );
}

const LANGUAGE_LABELS = {
  english: 'English',
  french: 'French',
  swahili: 'Swahili',
  kinyarwanda: 'Kinyarwanda',
} as const satisfies Record<keyof ListingFormValues['languages'], string>;

export function LanguagesStep() {
  const { register } = useListingForm();
  return (
    <CheckboxGroup legend="Languages" hint="Languages spoken by you or your staff.">
      {(Object.keys(LANGUAGE_LABELS) as Array<keyof typeof LANGUAGE_LABELS>).map((language) => (
        <CheckboxField
          key={language}
          label={LANGUAGE_LABELS[language]}
          {...register(`languages.${language}`)}
        />
      ))}
    </CheckboxGroup>
  );
}

const RULE_LABELS = {
  noSmoking: 'No smoking',
  noPets: 'No pets',
  childrenAllowed: 'Children allowed',
  partiesAllowed: 'Parties allowed',
  ecoFriendlyPractices: 'Eco-friendly practices',
} as const;

export function RulesStep() {
  const { register, formState } = useListingForm();
  const errors = formState.errors.rules;
  return (
    <div className="space-y-6">
      <CheckboxGroup legend="House rules">
        {(Object.keys(RULE_LABELS) as Array<keyof typeof RULE_LABELS>).map((rule) => (
          <CheckboxField key={rule} label={RULE_LABELS[rule]} {...register(`rules.${rule}`)} />
        ))}
      </CheckboxGroup>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Check-in time"
          type="time"
          error={errors?.checkInTime?.message}
          {...register('rules.checkInTime')}
        />
        <TextField
          label="Check-out time"
          type="time"
          error={errors?.checkOutTime?.message}
          {...register('rules.checkOutTime')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Quiet hours</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Quiet hours start"
            type="time"
            error={errors?.quietHours?.start?.message}
            {...register('rules.quietHours.start')}
          />
          <TextField
            label="Quiet hours end"
            type="time"
            error={errors?.quietHours?.end?.message}
            {...register('rules.quietHours.end')}
          />
        </div>
      </fieldset>
      <TextField
        label="Maximum guests"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        fieldClassName="sm:max-w-xs"
        error={errors?.maxGuests?.message}
        {...register('rules.maxGuests', { valueAsNumber: true })}
      />
    </div>
  );
}

export function HostProfileStep() {
  const { register, formState, control } = useListingForm();
  const errors = formState.errors.hostInfo;
  const description = useWatch({ control, name: 'hostInfo.hostShortDescription' }) ?? '';
  return (
    <div className="space-y-4">
      <TextField
        label="Host name"
        autoComplete="name"
        error={errors?.hostName?.message}
        {...register('hostInfo.hostName')}
      />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="07XXXXXXXX"
        hint="10 digits, starting with 07."
        error={errors?.hostPhone?.message}
        {...register('hostInfo.hostPhone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="MoMo code"
          autoComplete="off"
          hint="Where guests' mobile money payments go."
          error={errors?.momoCode?.message}
          {...register('hostInfo.momoCode')}
        />
        <TextField
          label="Bank account number"
          autoComplete="off"
          error={errors?.bankAccountNumber?.message}
          {...register('hostInfo.bankAccountNumber')}
        />
      </div>
      <TextAreaField
        label="Short description"
        rows={3}
        hint={`A few words about you as a host (${description.length}/${HOST_DESCRIPTION_MAX}).`}
        error={errors?.hostShortDescription?.message}
        {...register('hostInfo.hostShortDescription')}
      />
    </div>
  );
}
