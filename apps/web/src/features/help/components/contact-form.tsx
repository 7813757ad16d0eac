// The contact form (docs/product.md#help-pages): name, email, subject and message, prefilled for a signed-in
// person; checked with the server's own schema before sending, the server's refusal shown at its field.
import { contactRequestInputSchema, type ContactRequestInput } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/session';
import { useSendContactRequest } from '../api/help';

type Field = keyof ContactRequestInput;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const isField = (value: unknown): value is Field => FIELDS.includes(value as Field);

export function ContactForm() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const send = useSendContactRequest();
  // Prefilled once the signed-in person is known; what they typed is never overwritten.
  const [typed, setTyped] = useState<Partial<ContactRequestInput>>({});
  const values: ContactRequestInput = {
    name: typed.name ?? (user ? `${user.FirstName} ${user.LastName}`.trim() : ''),
    email: typed.email ?? user?.Email ?? '',
    subject: typed.subject ?? '',
    message: typed.message ?? '',
  };
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: Field) => (value: string) => {
    setTyped((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    setFailure(null);
    const checked = contactRequestInputSchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      const answer = await send.mutateAsync(checked.data);
      setSent(answer.message);
      setTyped((current) => ({ ...current, subject: '', message: '' }));
    } catch (error) {
      const field = error instanceof ApiError ? error.detail.field : undefined;
      if (isField(field)) setErrors({ [field]: errorMessage(error) });
      else setFailure(errorMessage(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-labelledby="contact-form"
    >
      <h2 id="contact-form" className="text-xl font-bold text-slate-900">
        <Trans>Write to us</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Your name`}
          autoComplete="name"
          value={values.name}
          onChange={(event) => change('name')(event.target.value)}
          error={errors.name}
          required
        />
        <TextField
          label={t`Your email`}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => change('email')(event.target.value)}
          error={errors.email}
          required
        />
      </div>
      <TextField
        label={t`Subject`}
        value={values.subject}
        onChange={(event) => change('subject')(event.target.value)}
        error={errors.subject}
        required
      />
      <TextAreaField
        label={t`Message`}
        rows={6}
        value={values.message}
        onChange={(event) => change('message')(event.target.value)}
        error={errors.message}
        required
      />
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
      </Button>
    </form>
  );
}
