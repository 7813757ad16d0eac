import { hostCommissionInputSchema, type User } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { fieldError } from '@/lib/i18n';
import { personName } from '@/lib/person-name';
import { useApprovePayoutChange, useHoldPayouts, useSetCommission } from '../api/payouts';

type Step = 'choose' | 'hold' | 'lift' | 'commission' | 'approve';

/** Empty: the usual rate (null); otherwise the whole percent, checked as the server checks it. */
function readPercent(text: string): { percent: number | null } | { error: string } {
  const trimmed = text.trim();
  const parsed = hostCommissionInputSchema.safeParse({ percent: trimmed === '' ? null : Number(trimmed) });
  return parsed.success ? parsed.data : { error: parsed.error.issues[0]?.message ?? '' };
}

/**
 * A host's payout settings (docs/money.md#admins), each asked again before it is done: hold or lift their payouts,
 * their own commission (0–50 %, empty for the usual one), and approving new payout details before the 48 hours.
 */
export function HostPayoutSettings({ user }: { user: User }) {
  const { t } = useLingui();
  const name = personName(`${user.FirstName} ${user.LastName}`);
  const hostId = user.UserID;
  const [step, setStep] = useState<Step | null>(null);
  const [percentText, setPercentText] = useState('');
  const [percentError, setPercentError] = useState<string>();
  const hold = useHoldPayouts();
  const commission = useSetCommission();
  const approve = useApprovePayoutChange();
  const pending = hold.isPending || commission.isPending || approve.isPending;
  const done = {
    onSuccess: ({ message }: { message: string }) => {
      flash(message);
      setStep(null);
    },
    onError: (error: unknown) => flash(errorMessage(error), 'error'),
  };
  const read = readPercent(percentText);
  const percent = 'percent' in read && read.percent !== null ? String(read.percent) : '';

  const questions: Record<Exclude<Step, 'choose'>, { title: string; text: string; act: () => void }> = {
    hold: {
      title: t`Hold the payouts of ${name}?`,
      text: t`No payout starts for this host until you lift the hold. Their earnings keep adding up.`,
      act: () => hold.mutate({ hostId, held: true }, done),
    },
    lift: {
      title: t`Lift the hold on the payouts of ${name}?`,
      text: t`Their payable balance is paid in the next daily run.`,
      act: () => hold.mutate({ hostId, held: false }, done),
    },
    commission: {
      title: percent
        ? t`Set the commission of ${name} to ${percent}%?`
        : t`Give ${name} the usual commission again?`,
      text: t`It applies to the stays paid from now on; stays already paid keep their rate.`,
      act: () => 'percent' in read && commission.mutate({ hostId, percent: read.percent }, done),
    },
    approve: {
      title: t`Approve the new payout details of ${name} now?`,
      text: t`Payouts may go to the number or account they changed less than 48 hours ago. Do it only once you know the change is theirs.`,
      act: () => approve.mutate(hostId, done),
    },
  };
  const question = step && step !== 'choose' ? questions[step] : undefined;

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setStep('choose')}
        aria-label={t`Payouts of ${name}`}
      >
        <Trans>Payouts</Trans>
      </Button>
      <Modal
        open={step !== null}
        onOpenChange={(open) => {
          if (!open && !pending) setStep(null);
        }}
        title={question ? question.title : t`Payouts of ${name}`}
        description={question ? question.text : t`Each change is asked again before it is made.`}
      >
        {question ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setStep('choose')} disabled={pending}>
              <Trans>Go back</Trans>
            </Button>
            <Button onClick={question.act} disabled={pending}>
              {pending ? t`Saving…` : t`Confirm`}
            </Button>
          </div>
        ) : (
          <div className="space-y-5">
            <div className="flex flex-wrap gap-2">
              <Button variant="danger" onClick={() => setStep('hold')}>
                <Trans>Hold payouts</Trans>
              </Button>
              <Button variant="secondary" onClick={() => setStep('lift')}>
                <Trans>Lift the hold</Trans>
              </Button>
            </div>
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                if ('error' in read) setPercentError(read.error);
                else setStep('commission');
              }}
            >
              <TextField
                label={t`Commission (%)`}
                hint={t`From 0 to 50; empty for the usual one.`}
                inputMode="numeric"
                value={percentText}
                error={fieldError(percentError)}
                onChange={(event) => {
                  setPercentText(event.target.value);
                  setPercentError(undefined);
                }}
                fieldClassName="w-48"
              />
              <Button type="submit" variant="secondary">
                <Trans>Set the commission</Trans>
              </Button>
            </form>
            <Button variant="secondary" onClick={() => setStep('approve')}>
              <Trans>Approve new payout details now</Trans>
            </Button>
          </div>
        )}
      </Modal>
    </>
  );
}
