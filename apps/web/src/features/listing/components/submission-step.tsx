// Step 9, 'Submission' (docs/product.md#screen-listing): a summary, the truth-confirmation checkbox, and the
// submit button that stays disabled until it is ticked and reads 'Submitting…' while the listing is sent.
import { ACCOMMODATION_TYPE_LABELS, ROOM_TYPE_TITLE_LABELS, type RoomType } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { UploadProgress } from '../api/submit-listing';
import type { ListingFormValues } from '../lib/form-values';
import type { SubmissionFailure } from '../lib/submission-state';
import { CheckboxField } from './form-controls';
import { labelText } from '@/lib/i18n';

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export function SubmissionStep({
  roomTypes,
  submitting,
  progress,
  failure,
  propertyAlreadySent,
}: {
  roomTypes: RoomType[];
  submitting: boolean;
  progress: UploadProgress | null;
  failure: SubmissionFailure | null;
  /** The property went through but its listing application did not: the next try only sends the application. */
  propertyAlreadySent: boolean;
}) {
  const { t } = useLingui();
  const { register, control } = useFormContext<ListingFormValues>();
  const values = useWatch({ control });
  const confirmed = values.confirmed === true;
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const pictureCount = values.pictures?.length ?? 0;

  return (
    <div className="space-y-6">
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 px-4">
        <SummaryRow term={t`Name`}>{values.name || '—'}</SummaryRow>
        <SummaryRow term={t`Type`}>
          {values.accommodationType ? labelText(ACCOMMODATION_TYPE_LABELS, values.accommodationType) : '—'}
        </SummaryRow>
        <SummaryRow term={t`Location`}>
          {[values.location?.address, values.location?.city, values.location?.country]
            .filter(Boolean)
            .join(', ') || '—'}
        </SummaryRow>
        <SummaryRow term={t`Room types`}>
          {roomTypes.length
            ? roomTypes.map((roomType) => labelText(ROOM_TYPE_TITLE_LABELS, roomType.title)).join(', ')
            : '—'}
        </SummaryRow>
        <SummaryRow term={t`Pictures`}>
          {pictureCount === 0
            ? t`None (a default picture will be shown)`
            : plural(pictureCount, { one: '# chosen', other: '# chosen' })}
        </SummaryRow>
      </dl>

      <CheckboxField
        label={t`I confirm that the information I provided is true.`}
        description={t`Your listing is reviewed before guests can see it.`}
        disabled={submitting}
        {...register('confirmed')}
      />

      {failure ? (
        <Alert tone="error">
          <p>{failure.title}</p>
          <p className="mt-1 font-normal">{failure.details}</p>
        </Alert>
      ) : null}
      {propertyAlreadySent && !submitting ? (
        <Alert tone="info">
          <Trans>Your property was received. Submitting again sends only its listing application.</Trans>
        </Alert>
      ) : null}

      {submitting && progress && pictureCount > 0 ? (
        <div className="space-y-1">
          <div className="flex justify-between text-sm text-slate-700">
            <span id="listing-upload-label">
              <Trans>Uploading pictures</Trans>
            </span>
            <span>
              <Trans>{percent}%</Trans>
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="listing-upload-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-700 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      ) : null}

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!confirmed || submitting}>
        {submitting ? t`Submitting…` : t`Submit`}
      </Button>
    </div>
  );
}
