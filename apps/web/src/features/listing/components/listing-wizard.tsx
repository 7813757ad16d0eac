// Create Listings (docs/product.md#screen-listing): nine steps chosen from a breadcrumb or moved with Back
// and Next, each checked with its schema from listingStepSchemas before moving on; a draft in local storage
// so that a reload or a dropped connection loses nothing but the pictures; submission as POST /api/properties
// (multipart, with upload progress, an Idempotency-Key) then POST /api/listing_applications, with the product's
// messages (docs/product.md#messages). A listing that gets no answer is kept on the device and sent when the
// connection returns (lib/queued-listing.ts, docs/decisions/0030-offline-app.md).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatDate,
  isWholeProperty,
  LISTING_STEPS,
  listingFormSchema,
  listingStepSchemas,
  PROPERTY_MESSAGES,
  type ListingStepId,
  type RoomType,
  type User,
} from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Card } from '@/components/ui/page';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { flash } from '@/lib/flash';
import { activeLocale, domainText, i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useRecheckOnChange } from '@/lib/use-recheck-on-change';
import { newSendKey } from '@/lib/offline/send-key';
import { meQueryKey } from '@/lib/session';
import { roomTypeDraftsQueryKey, roomTypeDraftsQueryOptions, useDeleteRoomType } from '../api/room-types';
import { submitListingApplication, uploadListing, type UploadProgress } from '../api/submit-listing';
import { clearDraft, loadDraft, saveDraft, sendKeyFor, type ListingDraft, type SendKey } from '../lib/draft';
import { keepListing } from '../lib/keep-listing';
import { isListingKept, LISTING_SENT_EVENT, type ListingSent } from '../lib/queued-listing';
import { defaultListingValues, type ListingFormValues } from '../lib/form-values';
import { failureText } from '../lib/text';
import { DetailsStep } from './details-step';
import { PicturesStep } from './pictures-step';
import {
  AmenitiesStep,
  HostProfileStep,
  LanguagesStep,
  NameStep,
  RulesStep,
  ServicesStep,
} from './simple-steps';
import { StepOf } from './step-of';
import { SubmissionStep, type SubmissionFailure } from './submission-step';

const LAST_STEP = LISTING_STEPS.length - 1;

/** The steps' titles (docs/product.md#screen-listing); the steps themselves are ids. */
const STEP_TITLES: Record<ListingStepId, MessageDescriptor> = {
  name: msg`Name of accommodation`,
  details: msg`Accommodation Details`,
  amenities: msg`Amenities`,
  services: msg`Services at accommodation`,
  languages: msg`Languages`,
  rules: msg`Rules`,
  hostProfile: msg`Host profile`,
  pictures: msg`Pictures`,
  submission: msg`Submission`,
};

// `raw`: a step schema's output holds only its own fields; the form keeps every step's values.
const stepResolvers = listingStepSchemas.map(
  (schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>) =>
    zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<ListingFormValues>,
);

const stepFields = (index: number) =>
  [...LISTING_STEPS[index]!.fields] as Array<FieldPath<ListingFormValues>>;

const stepOfField = (field: PropertyKey | undefined) =>
  Math.max(
    0,
    LISTING_STEPS.findIndex((step) => (step.fields as readonly PropertyKey[]).includes(field ?? '')),
  );

/** How long typing waits before the draft is written. */
const SAVE_DELAY_MS = 400;

type Outcome = { propertyId: number; name: string };

export function ListingWizard({ user }: { user: User }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // Read once: the draft left by an earlier visit (or a reload), if any.
  const [restored, setRestored] = useState<ListingDraft | null>(() => loadDraft(user.UserID));
  // Only the first render's draft counts; "Start over" resets the form itself.
  const [initialValues] = useState<ListingFormValues>(() =>
    restored ? { ...defaultListingValues(user), ...restored.values } : defaultListingValues(user),
  );

  const [step, setStep] = useState(() => Math.min(restored?.step ?? 0, LAST_STEP));
  const stepRef = useRef(step);
  const [roomTypes, setRoomTypes] = useState<RoomType[]>(restored?.roomTypes ?? []);
  const [propertyId, setPropertyId] = useState<number | null>(restored?.propertyId ?? null);
  const [lostPictureCount, setLostPictureCount] = useState(restored?.pictureCount ?? 0);
  const [droppedRoomTypes, setDroppedRoomTypes] = useState(0);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<SubmissionFailure | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Kept on this device, to be sent when the connection returns (a reload finds it still waiting).
  const [kept, setKept] = useState(() => (restored?.sendKey ? isListingKept(restored.sendKey.key) : false));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  const form = useForm<ListingFormValues>({
    // Checked on Next (useRecheckOnChange says why), then again on each change of a field with a message.
    mode: 'onSubmit',
    defaultValues: initialValues,
    resolver: (values, context, options) => stepResolvers[stepRef.current]!(values, context, options),
  });
  useRecheckOnChange(form);

  // --- The draft -------------------------------------------------------------------------------------------
  const sendKey = useRef<SendKey | null>(restored?.sendKey ?? null);
  const latest = useRef({ step, roomTypes, propertyId });
  latest.current = { step, roomTypes, propertyId };
  const saving = useRef(true);
  const pristine = useMemo(() => JSON.stringify(defaultListingValues(user)), [user]);

  const persist = useCallback(() => {
    if (!saving.current) return;
    const { pictures, confirmed: _confirmed, ...values } = form.getValues();
    const { step: currentStep, roomTypes: currentRoomTypes, propertyId: currentPropertyId } = latest.current;
    // An untouched form on its first step is not a draft.
    const untouched =
      currentStep === 0 &&
      currentRoomTypes.length === 0 &&
      pictures.length === 0 &&
      JSON.stringify({ ...values, pictures: [], confirmed: false }) === pristine;
    if (untouched && !restored) return;
    saveDraft(user.UserID, {
      step: currentStep,
      values,
      roomTypes: currentRoomTypes,
      pictureCount: pictures.length,
      propertyId: currentPropertyId,
      sendKey: sendKey.current,
    });
  }, [form, pristine, restored, user.UserID]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(persist, SAVE_DELAY_MS);
    });
    // Leaving or reloading the page writes what was typed in the last moment.
    window.addEventListener('pagehide', persist);
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      window.removeEventListener('pagehide', persist);
    };
  }, [form, persist]);

  useEffect(() => {
    persist();
  }, [step, roomTypes, propertyId, persist]);

  // --- The listing kept on this device: sent by the queue's runner, which tells this form what came of it ---
  useEffect(() => {
    const onSent = (event: Event) => {
      const sent = (event as CustomEvent<ListingSent>).detail;
      if (sent.key !== sendKey.current?.key) return;
      setKept(false);
      if (!sent.ok || sent.propertyId === null) {
        setFailure({ title: domainText(PROPERTY_MESSAGES.submitFailed), details: sent.message });
        return;
      }
      saving.current = false;
      clearDraft(user.UserID);
      setOutcome({ propertyId: sent.propertyId, name: sent.name });
    };
    window.addEventListener(LISTING_SENT_EVENT, onSent);
    return () => window.removeEventListener(LISTING_SENT_EVENT, onSent);
  }, [user.UserID]);

  // --- Room types: the draft's ids are checked once against the server's list -------------------------------
  const drafts = useQuery(roomTypeDraftsQueryOptions());
  const reconciled = useRef(false);
  useEffect(() => {
    if (!drafts.data || reconciled.current) return;
    reconciled.current = true;
    // Once the property is in, its room types belong to it and are no longer drafts.
    if (propertyId !== null) return;
    const byId = new Map(drafts.data.map((roomType) => [roomType.id, roomType]));
    const ids = form.getValues('roomTypes');
    const kept = ids.filter((id) => byId.has(id));
    if (kept.length !== ids.length) {
      form.setValue('roomTypes', kept, { shouldDirty: true });
      setDroppedRoomTypes(ids.length - kept.length);
    }
    setRoomTypes(kept.map((id) => byId.get(id)!));
  }, [drafts.data, form, propertyId]);

  const earlierRoomTypes = useMemo(
    () => (drafts.data ?? []).filter((draft) => !roomTypes.some((roomType) => roomType.id === draft.id)),
    [drafts.data, roomTypes],
  );

  const addRoomType = (roomType: RoomType) => {
    const ids = form.getValues('roomTypes');
    if (ids.includes(roomType.id)) return;
    form.setValue('roomTypes', [...ids, roomType.id], { shouldDirty: true });
    form.clearErrors('roomTypes');
    setRoomTypes((list) => [...list, roomType]);
  };

  const deleteRoomType = useDeleteRoomType();
  const removeRoomType = async (roomType: RoomType) => {
    setRemovingId(roomType.id);
    try {
      await deleteRoomType.mutateAsync(roomType.id);
    } catch (error) {
      // Already gone on the server (404): drop it here too; anything else keeps it.
      if (!(error instanceof ApiError && error.status === 404)) {
        flash(failureText(error), 'error');
        setRemovingId(null);
        return;
      }
    }
    setRemovingId(null);
    form.setValue(
      'roomTypes',
      form.getValues('roomTypes').filter((id) => id !== roomType.id),
      { shouldDirty: true },
    );
    setRoomTypes((list) => list.filter((item) => item.id !== roomType.id));
  };

  // --- Steps -----------------------------------------------------------------------------------------------
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [step]);

  const show = (index: number) => {
    stepRef.current = index;
    focusHeading.current = true;
    setStep(index);
  };

  const validateStep = async (index: number) => {
    stepRef.current = index;
    return form.trigger(stepFields(index), { shouldFocus: index === step });
  };

  /** Back, or a step chosen in the breadcrumb: going back is free; going on checks every step on the way. */
  const goTo = async (target: number) => {
    if (target === step || target < 0 || target > LAST_STEP) return;
    if (target < step) {
      show(target);
      return;
    }
    for (let index = step; index < target; index += 1) {
      if (!(await validateStep(index))) {
        if (index !== step) show(index);
        else stepRef.current = step;
        return;
      }
    }
    show(target);
  };

  // --- Submission ------------------------------------------------------------------------------------------
  const submit = async () => {
    const values = form.getValues();
    if (!values.confirmed || submitting) return;
    const parsed = listingFormSchema.safeParse(values);
    if (!parsed.success) {
      // Every step was checked on the way here, unless a restored draft skipped some: show the first problem.
      const target = stepOfField(parsed.error.issues[0]?.path[0]);
      show(target);
      await validateStep(target);
      stepRef.current = target;
      return;
    }
    const { pictures: _pictures, confirmed: _confirmed, ...listing } = parsed.data;
    setFailure(null);
    setSubmitting(true);
    setProgress(null);
    let id = propertyId;
    if (id === null) {
      const payload = { ...listing, hostId: user.UserID };
      // The same listing and pictures as the last attempt go with its key: sent twice, listed once.
      const pictureIds = values.pictures.map((file) => `${file.name}:${file.size}:${file.lastModified}`);
      sendKey.current = sendKeyFor(sendKey.current, JSON.stringify([payload, pictureIds]), newSendKey);
      const { key } = sendKey.current;
      persist();
      try {
        const answer = await uploadListing(payload, values.pictures, setProgress, key);
        id = answer.id;
        setPropertyId(id);
        latest.current.propertyId = id;
        persist();
        flash(domainText(PROPERTY_MESSAGES.submitted));
        void queryClient.invalidateQueries({ queryKey: ['properties'] });
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          // No answer: kept on this device and sent once the connection returns, with the same key.
          const keptNow = await keepListing(key, user.UserID, payload, values.pictures).then(
            () => true,
            () => false,
          );
          setSubmitting(false);
          if (keptNow) {
            setKept(true);
            return;
          }
        }
        setFailure({ title: domainText(PROPERTY_MESSAGES.submitFailed), details: failureDetails(error) });
        setSubmitting(false);
        return;
      }
    }
    try {
      await submitListingApplication(user.UserID, id);
    } catch (error) {
      // A retry after an answer that got lost on the way: the application is already there.
      const alreadyThere = error instanceof ApiError && error.detail.code === 'APPLICATION_EXISTS';
      if (!alreadyThere) {
        setFailure({
          title: domainText(PROPERTY_MESSAGES.applicationFailed),
          details: failureDetails(error),
        });
        setSubmitting(false);
        return;
      }
    }
    flash(domainText(PROPERTY_MESSAGES.applicationSubmitted));
    saving.current = false;
    clearDraft(user.UserID);
    void queryClient.invalidateQueries({ queryKey: ['properties'] });
    // The room types now belong to the property: they are no longer drafts to offer again.
    void queryClient.invalidateQueries({ queryKey: roomTypeDraftsQueryKey });
    // The account is a host's now (docs/product.md#accounts): the header, the guards and the host dashboard
    // follow once /api/me says so, before the link to the host's properties is offered.
    await queryClient.invalidateQueries({ queryKey: meQueryKey }).catch(() => undefined);
    setSubmitting(false);
    setOutcome({ propertyId: id, name: listing.name });
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field of an early step means Next.
    if (stepRef.current < LAST_STEP) void goTo(stepRef.current + 1);
    else void submit();
  }

  function startOver() {
    clearDraft(user.UserID);
    sendKey.current = null;
    form.reset(defaultListingValues(user));
    setRoomTypes([]);
    setPropertyId(null);
    setLostPictureCount(0);
    setDroppedRoomTypes(0);
    setFailure(null);
    setRestored(null);
    show(0);
  }

  function listAnother() {
    saving.current = true;
    setOutcome(null);
    startOver();
  }

  if (outcome) {
    return <SubmittedPanel outcome={outcome} onListAnother={listAnother} />;
  }
  if (kept) return <KeptPanel name={form.getValues('name')} />;

  const current = LISTING_STEPS[step]!.id;
  const wholeProperty = roomTypes.some((roomType) => isWholeProperty(roomType.title));

  return (
    <FormProvider {...form}>
      <div className="space-y-6">
        {restored ? (
          <Alert tone="info" className="flex flex-wrap items-center justify-between gap-3">
            <span>
              <RestoredText savedAt={restored.savedAt} />
              {droppedRoomTypes > 0
                ? ` ${plural(droppedRoomTypes, {
                    one: 'One room type was no longer available and was removed.',
                    other: '# room types were no longer available and were removed.',
                  })}`
                : null}
            </span>
            <Button variant="secondary" size="sm" onClick={startOver}>
              <Trans>Start over</Trans>
            </Button>
          </Alert>
        ) : null}

        <nav aria-label={t`Listing steps`}>
          <ol className="flex flex-wrap gap-2">
            {LISTING_STEPS.map((item, index) => {
              const isCurrent = index === step;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => void goTo(index)}
                    aria-current={isCurrent ? 'step' : undefined}
                    disabled={submitting}
                    className={cn(
                      'inline-flex h-9 items-center gap-2 rounded-full border px-2.5 text-sm font-medium transition-colors',
                      isCurrent
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : index < step
                          ? 'border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100'
                          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'grid h-5 min-w-5 place-items-center rounded-full text-xs font-bold',
                        isCurrent ? 'bg-white text-brand-800' : 'bg-slate-100 text-slate-700',
                      )}
                    >
                      {index + 1}
                    </span>
                    <span className={isCurrent ? undefined : 'sr-only sm:not-sr-only'}>
                      {t(STEP_TITLES[item.id])}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>

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
                roomTypes={roomTypes}
                earlierRoomTypes={earlierRoomTypes}
                onCreated={addRoomType}
                onUseEarlier={addRoomType}
                onRemove={(roomType) => void removeRoomType(roomType)}
                removingId={removingId}
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
                roomTypes={roomTypes}
                submitting={submitting}
                progress={progress}
                failure={failure}
                propertyAlreadySent={propertyId !== null}
              />
            ) : null}

            <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-5">
              <Button
                variant="secondary"
                onClick={() => void goTo(step - 1)}
                disabled={step === 0 || submitting}
              >
                <ChevronLeftIcon />
                <Trans>Back</Trans>
              </Button>
              {wholeProperty && current === 'details' ? (
                <span className="hidden text-sm text-slate-600 sm:inline">
                  <Trans>Whole property</Trans>
                </span>
              ) : null}
              {/* Next submits the early steps, so Enter in a field moves on; on the last step Submit does. */}
              <Button
                variant="secondary"
                type={step === LAST_STEP ? 'button' : 'submit'}
                disabled={step === LAST_STEP}
              >
                <Trans>Next</Trans>
                <ChevronRightIcon />
              </Button>
            </div>
          </form>
        </Card>
      </div>
    </FormProvider>
  );
}

/** The server's message when it sent one; otherwise what most likely happened (the connection). */
function failureDetails(error: unknown): string {
  if (error instanceof ApiError && error.status === 0)
    return i18n._(
      msg`The connection was lost. Your listing is saved on this device: try again when you are back online.`,
    );
  return failureText(error);
}

function RestoredText({ savedAt }: { savedAt: string | undefined }) {
  if (!savedAt) return <Trans>We restored the listing you started.</Trans>;
  const date = formatDate(savedAt, activeLocale(), 'long');
  return <Trans>We restored the listing you started (saved {date}).</Trans>;
}

/** Sent with no answer: the listing waits on this device (docs/decisions/0030-offline-app.md). */
function KeptPanel({ name }: { name: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Card className="space-y-4 text-center">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {name}
      </h2>
      <Alert tone="info">
        <Trans>Saved on this device: we will send your listing when the connection returns.</Trans>
      </Alert>
      <p className="text-slate-600">
        <Trans>You can leave this page: we will tell you when it has been sent.</Trans>
      </p>
    </Card>
  );
}

function SubmittedPanel({ outcome, onListAnother }: { outcome: Outcome; onListAnother: () => void }) {
  const { name } = outcome;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Card className="space-y-4 text-center">
      <span
        aria-hidden="true"
        className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-green-100"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-7 w-7 text-green-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        <Trans>{name} is waiting for review</Trans>
      </h2>
      <p className="text-slate-600">
        <Trans>
          We received your property and its listing application. Guests will find it once an admin approves
          it.
        </Trans>
      </p>
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to={paths.host.properties()} className={buttonClasses('primary', 'md')}>
          <Trans>Go to my properties</Trans>
        </Link>
        <Button variant="secondary" onClick={onListAnother}>
          <Trans>List another property</Trans>
        </Button>
      </div>
    </Card>
  );
}
