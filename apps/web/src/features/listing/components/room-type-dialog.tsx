// The room-type dialog (docs/product.md#screen-listing): three sub-steps checked with roomTypeStepSchemas,
// then a submitted state. Each room type is sent on its own (POST /api/room_types) and named by id when the
// listing is submitted (docs/decisions/0005). For rooms the submitted state offers 'Add another room type';
// for the whole property (title code -100x, whose bed fields mean washrooms and kitchens) it does not.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMoney,
  isWholeProperty,
  ROOM_FACILITIES,
  ROOM_FACILITY_LABELS,
  ROOM_TYPE_TITLE_LABELS,
  ROOM_TYPE_TITLES,
  roomTypeInputSchema,
  roomTypeStepSchemas,
  SHORT_POPUP_MS,
  WHOLE_PROPERTY_CODE,
  type RoomType,
  type RoomTypeTitle,
} from '@ikaze/domain';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { serverMessageOr } from '@/lib/api';
import { flash } from '@/lib/flash';
import { activeLocale, fieldError, i18n, labelText } from '@/lib/i18n';
import { newSendKey } from '@/lib/offline/send-key';
import { useCreateRoomType } from '../api/room-types';
import { sendKeyFor, type SendKey } from '../lib/draft';
import { CheckboxField, CheckboxGroup, SelectField } from './form-controls';
import { StepOf } from './step-of';

export interface RoomTypeFormValues {
  title: RoomTypeTitle | '';
  remainingRoomCount: number;
  price: number;
  discount: number;
  bedInformation: string;
  kingBed: number;
  queenBed: number;
  twinBed: number;
  facilities: string[];
}

const emptyRoomType: RoomTypeFormValues = {
  title: '',
  remainingRoomCount: 1,
  price: Number.NaN,
  discount: 0,
  bedInformation: '',
  kingBed: 0,
  queenBed: 0,
  twinBed: 0,
  facilities: [],
};

const SUB_STEPS = [
  { fields: ['title', 'remainingRoomCount', 'price', 'discount'] },
  { fields: ['bedInformation', 'kingBed', 'queenBed', 'twinBed'] },
  { fields: ['facilities'] },
] as const satisfies ReadonlyArray<{ fields: ReadonlyArray<keyof RoomTypeFormValues> }>;
const LAST_SUB_STEP = SUB_STEPS.length - 1;

const subStepResolvers = roomTypeStepSchemas.map(
  (schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>) =>
    zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<RoomTypeFormValues>,
);

/**
 * 'Error submitting the form: ...' with the server's message, or an unknown-error fallback
 * (docs/product.md#messages).
 */
export function roomTypeFailureMessage(error: unknown): string {
  const detail = serverMessageOr(error, i18n._(msg`Unknown error`));
  return i18n._(msg`Error submitting the form: ${detail}`);
}

const titleText = (title: string) => labelText(ROOM_TYPE_TITLE_LABELS, title);

export function RoomTypeDialog({
  open,
  onOpenChange,
  allowWholeProperty,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The whole property rents alone: it is offered only while the listing has no room type yet. */
  allowWholeProperty: boolean;
  onCreated: (roomType: RoomType) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Add a room type`}
      description={t`Rooms guests can book, or the whole property.`}
    >
      {/* Mounted only while open, so every opening starts afresh. */}
      {open ? (
        <RoomTypeForm
          allowWholeProperty={allowWholeProperty}
          onCreated={onCreated}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Modal>
  );
}

function RoomTypeForm({
  allowWholeProperty,
  onCreated,
  onDone,
}: {
  allowWholeProperty: boolean;
  onCreated: (roomType: RoomType) => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const create = useCreateRoomType();
  const [subStep, setSubStep] = useState(0);
  const subStepRef = useRef(0);
  const [created, setCreated] = useState<RoomType | null>(null);
  // Rooms may be added after the first one; the whole property never sits beside rooms.
  const [wholeAllowed, setWholeAllowed] = useState(allowWholeProperty);
  const [failure, setFailure] = useState<string | null>(null);
  const sendKey = useRef<SendKey | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  const form = useForm<RoomTypeFormValues>({
    mode: 'onTouched',
    defaultValues: emptyRoomType,
    resolver: (values, context, options) => subStepResolvers[subStepRef.current]!(values, context, options),
  });
  const { errors, isSubmitting } = form.formState;
  const title = useWatch({ control: form.control, name: 'title' });
  const whole = title !== '' && isWholeProperty(title);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [subStep, created]);

  // The whole property is one unit: its count is 1 and it has no twin beds (docs/decisions/0005).
  useEffect(() => {
    if (whole) {
      form.setValue('remainingRoomCount', 1);
      form.setValue('twinBed', 0);
    }
  }, [whole, form]);

  function goTo(next: number) {
    subStepRef.current = next;
    focusHeading.current = true;
    setSubStep(next);
  }

  async function onNext() {
    const valid = await form.trigger([...SUB_STEPS[subStepRef.current]!.fields], { shouldFocus: true });
    if (valid && subStepRef.current < LAST_SUB_STEP) goTo(subStepRef.current + 1);
  }

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    const parsed = roomTypeInputSchema.safeParse(values);
    if (!parsed.success) {
      // Earlier sub-steps were checked when leaving them; go back to the first one that is wrong.
      const field = parsed.error.issues[0]?.path[0];
      const index = SUB_STEPS.findIndex((s) => (s.fields as readonly PropertyKey[]).includes(field ?? ''));
      goTo(Math.max(0, index));
      return;
    }
    // One key per room type: a retry of the same values after a lost answer creates it once.
    sendKey.current = sendKeyFor(sendKey.current, JSON.stringify(parsed.data), newSendKey);
    try {
      const { message, roomType } = await create.mutateAsync({
        roomType: parsed.data,
        key: sendKey.current.key,
      });
      flash(message, 'success', SHORT_POPUP_MS);
      onCreated(roomType);
      focusHeading.current = true;
      setCreated(roomType);
    } catch (error) {
      const text = roomTypeFailureMessage(error);
      flash(text, 'error', SHORT_POPUP_MS);
      setFailure(text);
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is portalled, but React events still bubble to the listing form around it: stop here.
    event.stopPropagation();
    if (subStepRef.current < LAST_SUB_STEP) void onNext();
    else void save(event);
  }

  function addAnother() {
    sendKey.current = null;
    form.reset(emptyRoomType);
    setFailure(null);
    setCreated(null);
    setWholeAllowed(false);
    subStepRef.current = 0;
    focusHeading.current = true;
    setSubStep(0);
  }

  if (created) {
    const createdWhole = isWholeProperty(created.title);
    const title = titleText(created.title);
    return (
      <div className="space-y-4">
        <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
          {createdWhole ? t`Whole property added` : t`${title} room type added`}
        </h3>
        <p className="text-sm text-slate-700">{describeRoomType(created)}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {createdWhole ? null : (
            <Button variant="secondary" onClick={addAnother}>
              <Trans>Add another room type</Trans>
            </Button>
          )}
          <Button onClick={onDone}>
            <Trans>Done</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const wholeLabel = titleText(WHOLE_PROPERTY_CODE);
  const titleOptions = [
    ...ROOM_TYPE_TITLES.map((value) => ({ value, label: titleText(value) })),
    ...(wholeAllowed ? [{ value: WHOLE_PROPERTY_CODE, label: wholeLabel }] : []),
  ];
  const subStepTitles = [t`Room type and price`, whole ? t`Washrooms and kitchens` : t`Beds`, t`Facilities`];
  const numberProps = (
    name: 'remainingRoomCount' | 'price' | 'discount' | 'kingBed' | 'queenBed' | 'twinBed',
  ) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    step: 1,
    error: fieldError(errors[name]?.message),
    ...form.register(name, { valueAsNumber: true }),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <p className="text-sm font-medium text-slate-500">
          <StepOf step={subStep} count={SUB_STEPS.length} />
        </p>
        <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
          {subStepTitles[subStep]}
        </h3>
      </div>

      {failure ? <Alert tone="error">{failure}</Alert> : null}

      {subStep === 0 ? (
        <div className="space-y-4">
          <SelectField
            label={t`Room type`}
            placeholder={t`Choose a room type`}
            options={titleOptions}
            hint={wholeAllowed ? t`Choose ${wholeLabel} to rent out the entire place as one.` : undefined}
            error={fieldError(errors.title?.message)}
            {...form.register('title')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {whole ? null : (
              <TextField label={t`Number of rooms`} min={1} {...numberProps('remainingRoomCount')} />
            )}
            <TextField
              label={whole ? t`Price per day (RWF)` : t`Price per night (RWF)`}
              min={0}
              {...numberProps('price')}
            />
            <TextField label={t`Discount (%)`} min={0} max={100} {...numberProps('discount')} />
          </div>
        </div>
      ) : null}

      {subStep === 1 ? (
        <div className="space-y-4">
          <TextField
            label={whole ? t`What the property has` : t`Bed information`}
            placeholder={whole ? t`e.g. 3 bedrooms, a garden, a terrace` : t`e.g. 1 king bed, sleeps 2`}
            error={fieldError(errors.bedInformation?.message)}
            {...form.register('bedInformation')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label={whole ? t`Washrooms` : t`King beds`} min={0} {...numberProps('kingBed')} />
            <TextField label={whole ? t`Kitchens` : t`Queen beds`} min={0} {...numberProps('queenBed')} />
            {whole ? null : <TextField label={t`Twin beds`} min={0} {...numberProps('twinBed')} />}
          </div>
        </div>
      ) : null}

      {subStep === 2 ? (
        <CheckboxGroup legend={t`Facilities`} error={fieldError(errors.facilities?.message)}>
          {ROOM_FACILITIES.map((facility) => (
            <CheckboxField
              key={facility}
              label={labelText(ROOM_FACILITY_LABELS, facility)}
              value={facility}
              {...form.register('facilities')}
            />
          ))}
        </CheckboxGroup>
      ) : null}

      <div className="flex flex-wrap items-center gap-3 pt-1">
        <Button variant="secondary" onClick={() => goTo(subStep - 1)} disabled={subStep === 0}>
          <Trans>Back</Trans>
        </Button>
        {subStep < LAST_SUB_STEP ? (
          <Button type="submit" variant="secondary">
            <Trans>Next</Trans>
          </Button>
        ) : (
          <Button type="submit" className="ml-auto" disabled={isSubmitting}>
            {isSubmitting ? t`Saving…` : t`Save room type`}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * 'Double · 3 rooms · RWF 45,000 per night · 10% off', or for the whole property its washrooms and kitchens,
 * in the page's language.
 */
export function describeRoomType(roomType: RoomType): string {
  const price = formatMoney(roomType.price, activeLocale());
  const parts: string[] = [];
  if (isWholeProperty(roomType.title)) {
    // The whole property's bed fields count its washrooms and kitchens (docs/decisions/0005).
    const washrooms = roomType.kingBed;
    const kitchens = roomType.queenBed;
    parts.push(i18n._(msg`${price} per day`));
    parts.push(plural(washrooms, { one: '# washroom', other: '# washrooms' }));
    parts.push(plural(kitchens, { one: '# kitchen', other: '# kitchens' }));
  } else {
    const rooms = roomType.roomCount;
    parts.push(plural(rooms, { one: '# room', other: '# rooms' }));
    parts.push(i18n._(msg`${price} per night`));
  }
  const discount = roomType.discount;
  if (discount > 0) parts.push(i18n._(msg`${discount}% off`));
  return parts.join(' · ');
}
