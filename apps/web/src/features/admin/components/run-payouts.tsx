import type { PayoutRun } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatMoney, formatNumber } from '@/lib/format';
import { useRunPayouts } from '../api/payouts';
import { ConfirmDialog } from './confirm-dialog';
import { PAYOUT_WAIT_LABELS } from './payout-labels';

/** What a run started, and which hosts wait and why (by their id: the list below names paid hosts). */
export function RunOutcome({ run }: { run: PayoutRun }) {
  const { t, i18n } = useLingui();
  const started = formatNumber(run.started);
  const amount = formatMoney(run.amount);
  return (
    <Alert tone="success" className="space-y-1">
      <p data-testid="payout-run">
        {plural(run.started, {
          one: `${started} payout started, ${amount}.`,
          other: `${started} payouts started, ${amount}.`,
        })}
      </p>
      {run.waiting.length > 0 ? (
        <ul className="list-disc pl-5 font-normal">
          {run.waiting.map(({ hostId, reason }) => {
            const why = i18n._(PAYOUT_WAIT_LABELS[reason]);
            return <li key={hostId}>{t`Host #${hostId} waits: ${why}.`}</li>;
          })}
        </ul>
      ) : null}
    </Alert>
  );
}

/** 'Run today's payouts now', asked first: the daily 06:00 run, now (docs/money.md#the-payout-run). */
export function RunPayoutsButton({ onRun }: { onRun: (run: PayoutRun) => void }) {
  const { t } = useLingui();
  const run = useRunPayouts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Trans>Run today's payouts now</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Run today's payouts now?`}
        description={t`Each host with a payable balance is paid it now, unless they were already paid today or their payouts wait. The daily run at 06:00 does the same.`}
        confirm={run.isPending ? t`Running…` : t`Run the payouts`}
        pending={run.isPending}
        onConfirm={() =>
          run.mutate(undefined, {
            onSuccess: (answer) => {
              flash(answer.message);
              onRun(answer);
            },
            onError: (error) => flash(errorMessage(error), 'error'),
            onSettled: () => setOpen(false),
          })
        }
      />
    </>
  );
}
