// The listing wizard's short steps (docs/product.md#screen-listing and #entities): each reads and writes the
// shared form through react-hook-form's context; messages come from the step's schema (packages/domain).
import {
  AMENITIES,
  AMENITY_LABELS,
  formatNumber,
  HOST_DESCRIPTION_MAX,
  LANGUAGE_LABELS,
  LANGUAGES,
  SERVICE_LABELS,
  SERVICES,
} from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/field';
import { activeLocale, fieldError, labelText } from '@/lib/i18n';
import type { ListingFormValues } from '../lib/form-values';
import { CheckboxField, CheckboxGroup } from './form-controls';

const useListingForm = () => useFormContext<ListingFormValues>();

export function NameStep() {
  const { t } = useLingui();
  const { register, formState } = useListingForm();
  return (
    <TextField
      label={t`Name of accommodation`}
      autoComplete="off"
      hint={t`As guests will see it, e.g. Lake Kivu View Lodge.`}
      error={fieldError(formState.errors.name?.message)}
      {...register('name')}
    />
  );
}

export function AmenitiesStep() {
  const { t } = useLingui();
  const { register, formState } = useListingForm();
  return (
    <CheckboxGroup
      legend={t`Amenities`}
      hint={t`Everything guests can use at the accommodation.`}
      error={fieldError(formState.errors.amenities?.message)}
    >
      {AMENITIES.map((amenity) => (
        <CheckboxField
          key={amenity}
          label={labelText(AMENITY_LABELS, amenity)}
          value={amenity}
          {...register('amenities')}
        />
      ))}
    </CheckboxGroup>
  );
}

export function ServicesStep() {
  const { t } = useLingui();
  const { register } = useListingForm();
  return (
    <CheckboxGroup legend={t`Services at accommodation`} hint={t`Services you offer to guests.`}>
      {SERVICES.map((service) => (
        <CheckboxField
          key={service}
          label={labelText(SERVICE_LABELS, service)}
          {...register(`services.${service}`)}
        />
      ))}
    </CheckboxGroup>
  );
}

export function LanguagesStep() {
  const { t } = useLingui();
  const { register } = useListingForm();
  return (
    <CheckboxGroup legend={t`Languages`} hint={t`Languages spoken by you or your staff.`}>
      {LANGUAGES.map((language) => (
        <CheckboxField
          key={language}
          label={labelText(LANGUAGE_LABELS, language)}
          {...register(`languages.${language}`)}
        />
      ))}
    </CheckboxGroup>
  );
}

type Rule = 'noSmoking' | 'noPets' | 'childrenAllowed' | 'partiesAllowed' | 'ecoFriendlyPractices';

const RULE_LABELS: Record<Rule, MessageDescriptor> = {
  noSmoking: msg`No smoking`,
  noPets: msg`No pets`,
  childrenAllowed: msg`Children allowed`,
  partiesAllowed: msg`Parties allowed`,
  ecoFriendlyPractices: msg`Eco-friendly practices`,
};

export function RulesStep() {
  const { t } = useLingui();
  const { register, formState } = useListingForm();
  const errors = formState.errors.rules;
  return (
    <div className="space-y-6">
      <CheckboxGroup legend={t`House rules`}>
        {(Object.keys(RULE_LABELS) as Rule[]).map((rule) => (
          <CheckboxField key={rule} label={t(RULE_LABELS[rule])} {...register(`rules.${rule}`)} />
        ))}
      </CheckboxGroup>
      {/* Off: every stay is paid by mobile money when booked (docs/payments.md). Non-Refundable always is. */}
      <CheckboxField label={t`Guests may pay at the property`} {...register('rules.payAtProperty')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Check-in time`}
          type="time"
          error={fieldError(errors?.checkInTime?.message)}
          {...register('rules.checkInTime')}
        />
        <TextField
          label={t`Check-out time`}
          type="time"
          error={fieldError(errors?.checkOutTime?.message)}
          {...register('rules.checkOutTime')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t`Quiet hours`}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Quiet hours start`}
            type="time"
            error={fieldError(errors?.quietHours?.start?.message)}
            {...register('rules.quietHours.start')}
          />
          <TextField
            label={t`Quiet hours end`}
            type="time"
            error={fieldError(errors?.quietHours?.end?.message)}
            {...register('rules.quietHours.end')}
          />
        </div>
      </fieldset>
      <TextField
        label={t`Maximum guests`}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        fieldClassName="sm:max-w-xs"
        error={fieldError(errors?.maxGuests?.message)}
        {...register('rules.maxGuests', { valueAsNumber: true })}
      />
    </div>
  );
}

export function HostProfileStep() {
  const { t } = useLingui();
  const { register, formState, control } = useListingForm();
  const errors = formState.errors.hostInfo;
  const description = useWatch({ control, name: 'hostInfo.hostShortDescription' }) ?? '';
  const locale = activeLocale();
  const length = formatNumber(description.length, locale);
  const max = formatNumber(HOST_DESCRIPTION_MAX, locale);
  return (
    <div className="space-y-4">
      <TextField
        label={t`Host name`}
        autoComplete="name"
        error={fieldError(errors?.hostName?.message)}
        {...register('hostInfo.hostName')}
      />
      <TextField
        label={t`Phone number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="07XXXXXXXX"
        hint={t`10 digits, starting with 07.`}
        error={fieldError(errors?.hostPhone?.message)}
        {...register('hostInfo.hostPhone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`MoMo code`}
          autoComplete="off"
          hint={t`Where guests' mobile money payments go.`}
          error={fieldError(errors?.momoCode?.message)}
          {...register('hostInfo.momoCode')}
        />
        <TextField
          label={t`Bank account number`}
          autoComplete="off"
          error={fieldError(errors?.bankAccountNumber?.message)}
          {...register('hostInfo.bankAccountNumber')}
        />
      </div>
      <TextAreaField
        label={t`Short description`}
        rows={3}
        hint={t`A few words about you as a host (${length}/${max}).`}
        error={fieldError(errors?.hostShortDescription?.message)}
        {...register('hostInfo.hostShortDescription')}
      />
    </div>
  );
}
