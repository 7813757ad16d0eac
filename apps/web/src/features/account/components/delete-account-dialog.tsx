// 'Delete my account' (docs/decisions/0031-your-data.md): what is erased, what is kept and why, the password
// asked again, and the API's refusals (a wrong password, the last admin, a host whose guests are still coming).
import type { Role } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { DeleteRefused, useDeleteAccount } from '../api/account-data';

export function DeleteAccountDialog({
  role,
  open,
  onOpenChange,
}: {
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const refused = remove.error instanceof DeleteRefused ? remove.error : undefined;
  const wrongPassword = refused?.detail.code === 'WRONG_PASSWORD' || refused?.detail.field === 'password';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password);
  };
  const change = (next: boolean) => {
    if (!next) {
      setPassword('');
      remove.reset();
    }
    onOpenChange(next);
  };

  return (
    <Modal open={open} onOpenChange={change} title={t`Delete my account`}>
      <form onSubmit={submit} className="space-y-4 text-sm text-slate-700" noValidate>
        <p>
          <Trans>
            This cannot be undone. Your name, email, phone number, payout details, password and language are
            erased at once, you are signed out everywhere, and you can never sign in to this account again.
          </Trans>
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <Trans>Your stays still ahead are cancelled, under their rate plan, and the host is told.</Trans>
          </li>
          <li>
            <Trans>
              Past bookings are kept for the host’s and Ikaze’s accounting records (dates, rooms, prices), but
              without your name: they show ‘Deleted account’.
            </Trans>
          </li>
          <li>
            <Trans>
              Your published reviews stay, signed ‘Deleted account’, so that ratings stay honest. Your
              messages, notifications, emails and contact requests are deleted.
            </Trans>
          </li>
          {role === 'host' ? (
            <li>
              <Trans>
                Your properties are hidden from everyone and their pictures deleted. Bookings still to come
                must be declined or settled with your guests first.
              </Trans>
            </li>
          ) : null}
        </ul>
        <p>
          <Trans>
            Want a copy first? Use ‘Download my data’ before you delete. See the{' '}
            <Link to={paths.help('privacy')} className="font-medium text-brand-700 underline">
              privacy page
            </Link>{' '}
            for how long what is kept stays.
          </Trans>
        </p>
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={wrongPassword ? errorMessage(remove.error) : undefined}
          required
        />
        {remove.isError && !wrongPassword ? (
          <Alert tone="error">
            <p>{errorMessage(remove.error)}</p>
            {refused?.bookingIds.length ? (
              <ul className="mt-2 list-disc pl-5">
                {refused.bookingIds.map((id) => (
                  <li key={id}>
                    <Link to={paths.host.bookingMessages(id)} className="font-medium underline">
                      {t`Booking #${id}: write to the guest`}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to={paths.host.bookings()} className="font-medium underline">
                    {t`Open my bookings`}
                  </Link>
                </li>
              </ul>
            ) : null}
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => change(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={!password || remove.isPending}>
            {remove.isPending ? t`Deleting…` : t`Delete my account for good`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
