// Create Listings (docs/product.md#screen-listing): nine steps chosen from a breadcrumb or moved with Back and
// Next (hooks/use-step-form.ts); a draft in local storage so that a reload or a dropped connection loses nothing
// but the pictures (hooks/use-listing-draft.ts); room types made as drafts on the server
// (hooks/use-room-type-choice.ts); the listing sent, or kept on the device while offline
// (hooks/use-listing-submission.ts). This file puts them together and lays the steps out.
import { isWholeProperty, LISTING_STEPS, type User } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { Card } from '@/components/ui/page';
import { defaultListingValues } from '../lib/form-values';
import { failureOf } from '../lib/submission-state';
import { useDraftStorage, useRestoredDraft } from '../hooks/use-listing-draft';
import { useListingSubmission } from '../hooks/use-listing-submission';
import { useRoomTypeChoice } from '../hooks/use-room-type-choice';
import { LAST_STEP, useStepForm } from '../hooks/use-step-form';
import { DetailsStep } from './details-step';
import { PicturesStep } from './pictures-step';
import { RestoredDraftNotice } from './restored-draft-notice';
import {
  AmenitiesStep,
  HostProfileStep,
  LanguagesStep,
  NameStep,
  RulesStep,
  ServicesStep,
} from './simple-steps';
import { StepBreadcrumb } from './step-breadcrumb';
import { StepButtons } from './step-buttons';
import { StepOf } from './step-of';
import { STEP_TITLES } from './step-titles';
import { SubmissionStep } from './submission-step';
import { KeptPanel, SubmittedPanel } from './submission-outcome-panels';

export function ListingWizard({ user }: { user: User }) {
  const { t } = useLingui();
  const { restored, initialValues, forget: forgetRestored } = useRestoredDraft(user);
  const { form, step, headingRef, show, goTo, showProblemAt, enterPressed } = useStepForm(
    initialValues,
    restored?.step ?? 0,
  );
  const [propertyId, setPropertyId] = useState<number | null>(restored?.propertyId ?? null);
  const [lostPictureCount, setLostPictureCount] = useState(restored?.pictureCount ?? 0);
  const rooms = useRoomTypeChoice({ form, initial: restored?.roomTypes ?? [], propertyId });
  const draft = useDraftStorage({
    user,
    form,
    restored,
    snapshot: { step, roomTypes: rooms.roomTypes, propertyId },
  });
  const submission = useListingSubmission({
    user,
    form,
    draft,
    restored,
    propertyId,
    onPropertyCreated: setPropertyId,
    onInvalid: showProblemAt,
  });
  const { state } = submission;
  const submitting = state.status === 'submitting';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (enterPressed()) void submission.submit();
  }

  function startOver() {
    draft.discard();
    form.reset(defaultListingValues(user));
    rooms.reset();
    setPropertyId(null);
    setLostPictureCount(0);
    submission.reset();
    forgetRestored();
    show(0);
  }

  function listAnother() {
    draft.resume();
    startOver();
  }

  if (state.status === 'succeeded') {
    return <SubmittedPanel name={state.outcome.name} onListAnother={listAnother} />;
  }
  if (state.status === 'kept') return <KeptPanel name={form.getValues('name')} />;

  const current = LISTING_STEPS[step]!.id;
  const wholeProperty = rooms.roomTypes.some((roomType) => isWholeProperty(roomType.title));

  return (
    <FormProvider {...form}>
      <div className="space-y-6">
        {restored ? (
          <RestoredDraftNotice
            savedAt={restored.savedAt}
            droppedRoomTypes={rooms.dropped}
            onStartOver={startOver}
          />
        ) : null}

        <StepBreadcrumb step={step} disabled={submitting} onChoose={(index) => void goTo(index)} />

        <Card>
          <form onSubmit={onSubmit} noValidate className="space-y-6">
            <div>
              <p className="text-sm font-medium text-slate-500">
                <StepOf step={step} count={LISTING_STEPS.length} />
              </p>
              <h2
                id="listing-step-title"
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-bold text-slate-900 outline-none"
              >
                {t(STEP_TITLES[current])}
              </h2>
            </div>

            {current === 'name' ? <NameStep /> : null}
            {current === 'details' ? (
              <DetailsStep
                roomTypes={rooms.roomTypes}
                earlierRoomTypes={rooms.earlier}
                onCreated={rooms.add}
                onUseEarlier={rooms.add}
                onRemove={(roomType) => void rooms.remove(roomType)}
                removingId={rooms.removingId}
              />
            ) : null}
            {current === 'amenities' ? <AmenitiesStep /> : null}
            {current === 'services' ? <ServicesStep /> : null}
            {current === 'languages' ? <LanguagesStep /> : null}
            {current === 'rules' ? <RulesStep /> : null}
            {current === 'hostProfile' ? <HostProfileStep /> : null}
            {current === 'pictures' ? <PicturesStep lostPictureCount={lostPictureCount} /> : null}
            {current === 'submission' ? (
              <SubmissionStep
                roomTypes={rooms.roomTypes}
                submitting={submitting}
                progress={state.status === 'submitting' ? state.progress : null}
                failure={failureOf(state)}
                propertyAlreadySent={propertyId !== null}
              />
            ) : null}

            <StepButtons
              isFirst={step === 0}
              isLast={step === LAST_STEP}
              submitting={submitting}
              wholeProperty={wholeProperty && current === 'details'}
              onBack={() => void goTo(step - 1)}
            />
          </form>
        </Card>
      </div>
    </FormProvider>
  );
}
