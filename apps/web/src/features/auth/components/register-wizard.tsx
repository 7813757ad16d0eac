import { zodResolver } from '@hookform/resolvers/zod';
import {
  REGISTER_MESSAGES,
  registerSchema,
  registerStepSchemas,
  type RegisterFormInput,
} from '@ikaze/domain';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError, GENERIC_ERROR } from '@/lib/api';
import { cn } from '@/lib/cn';
import { activeLocale, domainText, fieldError } from '@/lib/i18n';
import { paths, safeNextPath } from '@/lib/paths';
import { useRecheckOnChange } from '@/lib/use-recheck-on-change';
import { useRegisterMutation } from '../api/register';
import type { LoginLocationState } from './login-form';

type Values = RegisterFormInput;
type Field = keyof Values;

// docs/product.md#screen-register: (1) name and email, (2) username and phone, (3) password and confirmation.
export const REGISTER_STEPS: ReadonlyArray<{ title: MessageDescriptor; fields: readonly Field[] }> = [
  { title: msg`Your name and email`, fields: ['first_name', 'last_name', 'email'] },
  { title: msg`Username and phone`, fields: ['username', 'phone_number'] },
  { title: msg`Choose a password`, fields: ['password', 'confirm_password'] },
];
const LAST_STEP = REGISTER_STEPS.length - 1;

// Each step validates with its own schema from @ikaze/domain, so the messages are the product's
// (docs/product.md#validation). `raw` keeps every step's values on submit (a step schema's output holds only
// its own fields).
const stepResolvers = registerStepSchemas.map(
  (schema: z.ZodType<Partial<Values>, Partial<Values>>) =>
    zodResolver(schema, undefined, { raw: true }) as Resolver<Values>,
);

const emptyValues: Values = {
  first_name: '',
  last_name: '',
  email: '',
  username: '',
  phone_number: '',
  password: '',
  confirm_password: '',
};

/**
 * The form field the server named (its `field`, docs/decisions/0017-error-codes.md), when it is one of this
 * form's. Never read from the message: it is in the visitor's language.
 */
function formField(name: string | undefined): Field | undefined {
  return name !== undefined && Object.hasOwn(emptyValues, name) ? (name as Field) : undefined;
}

const stepOfField = (field: Field) => REGISTER_STEPS.findIndex((step) => step.fields.includes(field));

export function RegisterWizard() {
  const navigate = useNavigate();
  const location = useLocation();
  const signUp = useRegisterMutation();
  const [step, setStep] = useState(0);
  const stepRef = useRef(0);
  const focusAfterStepChange = useRef<Field | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { t, i18n } = useLingui();

  const form = useForm<Values>({
    // Checked on Next (useRecheckOnChange says why), then again on each change of a field with a message.
    mode: 'onSubmit',
    defaultValues: emptyValues,
    resolver: (values, context, options) => stepResolvers[stepRef.current]!(values, context, options),
  });
  const { errors, isSubmitting } = form.formState;
  useRecheckOnChange(form);

  // Focus the new step's first field as soon as it is on screen.
  useLayoutEffect(() => {
    const field = focusAfterStepChange.current;
    focusAfterStepChange.current = null;
    if (field) form.setFocus(field);
  }, [step, form]);

  function goToStep(next: number, focus: Field | undefined = REGISTER_STEPS[next]?.fields[0]) {
    stepRef.current = next;
    focusAfterStepChange.current = focus ?? null;
    setStep(next);
  }

  async function onNext() {
    const valid = await form.trigger([...REGISTER_STEPS[stepRef.current]!.fields], { shouldFocus: true });
    if (valid && stepRef.current < LAST_STEP) goToStep(stepRef.current + 1);
  }

  function onBack() {
    if (stepRef.current > 0) goToStep(stepRef.current - 1);
  }

  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    // The earlier steps were checked when leaving them; this also trims and drops the confirmation.
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] as Field | undefined;
      if (field) goToStep(stepOfField(field), field);
      void form.trigger(REGISTER_STEPS[stepOfField(field ?? 'first_name')]!.fields.slice());
      return;
    }
    try {
      // The account keeps the language this page is in, so its emails are written in it (decision 0051).
      const { message } = await signUp.mutateAsync({ ...parsed.data, locale: activeLocale() });
      // The server's message is already in the page's language.
      const notice = `${domainText(REGISTER_MESSAGES.successPrefix)} ${message}`;
      setStatus({ tone: 'success', text: notice });
      const state: LoginLocationState = { username: parsed.data.username, notice };
      const next = safeNextPath(readNext(location.state));
      await navigate(paths.login({ next }), { state });
    } catch (error) {
      // docs/product.md#messages: the server's `error` field, else the generic message.
      // The server's `error` is already in the page's language; the generic message is the domain's English.
      const text = error instanceof ApiError && error.error ? error.error : domainText(GENERIC_ERROR);
      setStatus({ tone: 'error', text });
      const field = error instanceof ApiError ? formField(error.detail.field) : undefined;
      if (field) {
        form.setError(field, { type: 'server', message: text });
        // The field at fault gets the focus, on this step (the password) or on an earlier one.
        const target = stepOfField(field);
        if (target === stepRef.current) form.setFocus(field);
        else goToStep(target, field);
      }
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field of an early step means Next.
    if (stepRef.current < LAST_STEP) void onNext();
    else void submit(event);
  }

  const current = REGISTER_STEPS[step]!;
  const fieldProps = (field: Field) => ({
    error: fieldError(errors[field]?.message),
    ...form.register(field),
  });
  const stepNumber = step + 1;
  const stepCount = REGISTER_STEPS.length;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <ol className="grid grid-cols-3 gap-2" aria-label={t`Sign-up steps`}>
        {REGISTER_STEPS.map((item, index) => {
          const number = index + 1;
          const title = i18n._(item.title);
          return (
            <li key={item.title.id} aria-current={index === step ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={cn('block h-1.5 rounded-full', index <= step ? 'bg-brand-700' : 'bg-slate-200')}
              />
              <span className="sr-only">
                {index < step ? t`Step ${number}: ${title} (done)` : t`Step ${number}: ${title}`}
              </span>
            </li>
          );
        })}
      </ol>
      <div>
        <p className="text-sm font-medium text-slate-500">
          <Trans>
            Step {stepNumber} of {stepCount}
          </Trans>
        </p>
        <h2 id="register-step-title" className="text-lg font-semibold text-slate-900">
          {i18n._(current.title)}
        </h2>
      </div>

      {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}

      <div className="space-y-4">
        {step === 0 ? (
          <>
            <TextField label={t`First name`} autoComplete="given-name" {...fieldProps('first_name')} />
            <TextField label={t`Last name`} autoComplete="family-name" {...fieldProps('last_name')} />
            <TextField
              label={t`Email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...fieldProps('email')}
            />
          </>
        ) : null}
        {step === 1 ? (
          <>
            <TextField
              label={t`Username`}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...fieldProps('username')}
            />
            <TextField
              label={t`Phone number`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="07XXXXXXXX"
              hint={t`10 digits, starting with 07.`}
              {...fieldProps('phone_number')}
            />
          </>
        ) : null}
        {step === 2 ? (
          <>
            <PasswordField
              label={t`Password`}
              autoComplete="new-password"
              hint={t`At least 8 characters.`}
              {...fieldProps('password')}
            />
            <PasswordField
              label={t`Confirm password`}
              autoComplete="new-password"
              {...fieldProps('confirm_password')}
            />
          </>
        ) : null}
      </div>

      <div className="flex items-center gap-3">
        <Button variant="secondary" onClick={onBack} disabled={step === 0}>
          <Trans>Back</Trans>
        </Button>
        {/* Next submits the early steps, so Enter in a field moves on; on the last step Sign up does. */}
        <Button
          variant="secondary"
          type={step === LAST_STEP ? 'button' : 'submit'}
          disabled={step === LAST_STEP}
        >
          <Trans>Next</Trans>
        </Button>
        {step === LAST_STEP ? (
          <Button type="submit" className="ml-auto" disabled={isSubmitting}>
            {isSubmitting ? <Trans>Signing up…</Trans> : <Trans>Sign up</Trans>}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function readNext(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { next } = state as Record<string, unknown>;
  return typeof next === 'string' ? next : undefined;
}
