import { zodResolver } from '@hookform/resolvers/zod';
import { userUpdateSchema, type User } from '@ikaze/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { useUpdateUser } from '../api/user';

type FormInput = z.input<typeof userUpdateSchema>;
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
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Profile"
      description="Changes apply to your account right away."
    >
      {/* Mounted only while open, so every opening starts from the saved profile. */}
      {open ? <EditProfileForm user={user} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateUser(user.UserID);
  const [failure, setFailure] = useState<string | null>(null);
  const isHost = user.Role === 'host';
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: defaults(user),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const { MomoCode, BankAccountNumber, ShortDescription, ...identity } = values;
    try {
      const { message } = await update.mutateAsync(
        isHost ? { ...identity, MomoCode, BankAccountNumber, ShortDescription } : identity,
      );
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
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.FirstName?.message}
          {...form.register('FirstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.LastName?.message}
          {...form.register('LastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.Email?.message}
        {...form.register('Email')}
      />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.Username?.message}
        {...form.register('Username')}
      />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.PhoneNumber?.message}
        {...form.register('PhoneNumber')}
      />
      {isHost ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="MoMo code" error={errors.MomoCode?.message} {...form.register('MomoCode')} />
            <TextField
              label="Bank account number"
              error={errors.BankAccountNumber?.message}
              {...form.register('BankAccountNumber')}
            />
          </div>
          <TextAreaField
            label="Short description"
            rows={3}
            error={errors.ShortDescription?.message}
            {...form.register('ShortDescription')}
          />
        </>
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
