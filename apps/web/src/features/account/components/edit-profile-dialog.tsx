import { zodResolver } from '@hookform/resolvers/zod';
import { userUpdateSchema, type User } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { fieldError } from '@/lib/i18n';
import { useUpdateUser } from '../api/user';

type FormInput = z.input<typeof userUpdateSchema>;
type Field = keyof FormInput;
type FormOutput = z.output<typeof userUpdateSchema>;

function defaults(user: User): FormInput {
  return {
    FirstName: user.FirstName,
    LastName: user.LastName,
    Email: user.Email,
    Username: user.Username,
    PhoneNumber: user.PhoneNumber,
    MomoCode: user.MomoCode ?? '',
    BankAccountNumber: user.BankAccountNumber ?? '',
    ShortDescription: user.ShortDescription ?? '',
  };
}

/**
 * The 'Edit Profile' modal (docs/product.md#screen-client): edits are validated like registration, and a
 * failed update shows the server's message (docs/product.md#accounts).
 */
export function EditProfileDialog({
  user,
  open,
  onOpenChange,
}: {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Edit Profile`}
      description={t`Changes apply to your account right away.`}
    >
      {/* Mounted only while open, so every opening starts from the saved profile. */}
      {open ? <EditProfileForm user={user} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateUser(user.UserID);
  const [failure, setFailure] = useState<string | null>(null);
  const isHost = user.Role === 'host';
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: defaults(user),
  });
  const { errors, isSubmitting } = form.formState;
  // Changing where payouts go asks for the password again (docs/money.md#payouts).
  const [momoCode, bankAccount] = form.watch(['MomoCode', 'BankAccountNumber']);
  const payoutChanged =
    isHost &&
    ((momoCode ?? '').trim() !== (user.MomoCode ?? '') ||
      (bankAccount ?? '').trim() !== (user.BankAccountNumber ?? ''));
  // The schema's messages are the domain's English: shown in the page's language.
  const fieldProps = (field: Field) => {
    const message = errors[field]?.message;
    return { error: fieldError(message), ...form.register(field) };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const { MomoCode, BankAccountNumber, ShortDescription, CurrentPassword, ...identity } = values;
    const payout = payoutChanged ? { MomoCode, BankAccountNumber, CurrentPassword } : {};
    try {
      const { message } = await update.mutateAsync(
        isHost ? { ...identity, ...payout, ShortDescription } : identity,
      );
      // The server's message, already in the page's language.
      flash(message);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`First name`} autoComplete="given-name" {...fieldProps('FirstName')} />
        <TextField label={t`Last name`} autoComplete="family-name" {...fieldProps('LastName')} />
      </div>
      <TextField label={t`Email`} type="email" autoComplete="email" {...fieldProps('Email')} />
      <TextField
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...fieldProps('Username')}
      />
      <TextField
        label={t`Phone number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...fieldProps('PhoneNumber')}
      />
      {isHost ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t`MoMo code`} {...fieldProps('MomoCode')} />
            <TextField label={t`Bank account number`} {...fieldProps('BankAccountNumber')} />
          </div>
          {payoutChanged ? (
            <TextField
              label={t`Current password`}
              type="password"
              autoComplete="current-password"
              hint={t`Needed to change where your payouts go. No payout goes to new details for 48 hours.`}
              {...fieldProps('CurrentPassword')}
            />
          ) : null}
          <TextAreaField label={t`Short description`} rows={3} {...fieldProps('ShortDescription')} />
        </>
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
        </Button>
      </div>
    </form>
  );
}
