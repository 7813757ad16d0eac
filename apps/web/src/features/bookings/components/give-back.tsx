// 'Give money back': the host returns part of a confirmed stay paid through us (a goodwill, a problem on arrival),
// at most what is left, to the number that paid (docs/money.md#refunds). The amount is checked here as the server
// checks it; the server's refusal (a refund that started meanwhile) is shown as it says it.
import type { Booking } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatMoney } from '@/lib/format';
import { useGiveBack } from '../api/give-back';
import { checkGiveBackAmount } from '../lib/give-back-amount';
import { stayMoneyOf } from '../lib/stay-money';

export function GiveBackDialog({
  booking,
  onClose,
}: {
  /** The stay money is given back of; null: the dialog is closed. */
  booking: Booking | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Give money back`}
      description={t`It goes back to the number the guest paid with. This cannot be undone.`}
    >
      {/* Keyed by the booking: each opening starts from an empty field. */}
      {booking ? <GiveBackForm key={booking.id} booking={booking} onClose={onClose} /> : null}
    </Modal>
  );
}

function GiveBackForm({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useLingui();
  const giveBack = useGiveBack();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const left = stayMoneyOf(booking)?.left ?? 0;
  const most = formatMoney(left);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkGiveBackAmount(text, left);
    if (!checked.ok) {
      setProblem(
        checked.problem === 'too_much'
          ? t`You can give back at most ${most}.`
          : t`Enter a whole amount in RWF, at least 1.`,
      );
      return;
    }
    setProblem(undefined);
    giveBack.mutate(
      { id: booking.id, amount: checked.amount },
      {
        onSuccess: ({ message }) => {
          flash(message);
          onClose();
        },
      },
    );
  }

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <p className="text-sm text-slate-800">{t`Left to give back: ${most}.`}</p>
      <TextField
        label={t`Amount to give back (RWF)`}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={problem}
        onChange={(event) => setText(event.target.value)}
      />
      {giveBack.isError ? <Alert tone="error">{errorMessage(giveBack.error)}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose} disabled={giveBack.isPending}>
          <Trans>Go back</Trans>
        </Button>
        <Button type="submit" disabled={giveBack.isPending}>
          {giveBack.isPending ? <Trans>Saving…</Trans> : <Trans>Give money back</Trans>}
        </Button>
      </div>
    </form>
  );
}
