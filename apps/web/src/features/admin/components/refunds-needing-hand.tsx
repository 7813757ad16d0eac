import type { AdminRefund } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatDateTime, formatMoney } from '@/lib/format';
import { refundsNeedingHandQueryOptions, useRetryRefund, useSettleRefund } from '../api/finance';
import { PAYMENT_METHOD_LABELS, PaymentLink, useFailureReason } from './payment-labels';

/** The longest note the API takes (settleRefundInputSchema). */
const NOTE_MAX = 500;

/** 'Settle by hand': how the money went back (the bank's reference…), asked in a dialog. */
function SettleByHand({ refund }: { refund: AdminRefund }) {
  const { t } = useLingui();
  const settle = useSettleRefund();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const amount = formatMoney(refund.amount);
  const id = refund.id;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Settle by hand</Trans>
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!next && !settle.isPending) setOpen(false);
        }}
        title={t`Settle refund #${id} by hand?`}
        description={t`Record that ${amount} went back to the guest another way, from the bank account. The ledger keeps it.`}
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            settle.mutate(
              { id: refund.id, note: note.trim() },
              {
                onSuccess: ({ message }) => {
                  flash(message);
                  setOpen(false);
                },
                onError: (error) => flash(errorMessage(error), 'error'),
              },
            );
          }}
        >
          <TextAreaField
            label={t`How the money went back (for example the bank’s reference)`}
            value={note}
            maxLength={NOTE_MAX}
            rows={3}
            required
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              type="button"
              onClick={() => setOpen(false)}
              disabled={settle.isPending}
            >
              <Trans>Go back</Trans>
            </Button>
            <Button type="submit" disabled={settle.isPending || !note.trim()}>
              {settle.isPending ? t`Recording…` : t`Record as settled`}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}

function RefundCard({ refund }: { refund: AdminRefund }) {
  const { t, i18n } = useLingui();
  const retry = useRetryRefund();
  const tries = refund.try;
  const reasonLabel = useFailureReason()(refund.reason);
  return (
    <li
      className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="refund-needing-hand"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {formatMoney(refund.amount)} · {refund.guestName}
        </p>
        <PaymentLink id={refund.paymentId} />
      </div>
      <p className="text-sm text-slate-700">
        {[
          refund.propertyName,
          `${i18n._(PAYMENT_METHOD_LABELS[refund.method])} ${refund.phone}`,
          plural(tries, { one: `tried ${tries} time`, other: `tried ${tries} times` }),
          reasonLabel,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="text-xs text-slate-500">
        {formatDateTime(refund.createdAt)} · <span className="font-mono break-all">{refund.reference}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(refund.id, {
              onSuccess: ({ message }) => flash(message),
              onError: (error) => flash(errorMessage(error), 'error'),
            })
          }
        >
          {retry.isPending ? t`Sending…` : t`Send again`}
        </Button>
        <SettleByHand refund={refund} />
      </div>
    </li>
  );
}

/**
 * Refunds the providers refused on every try (docs/money.md#refunds): an admin sends one once more, or records
 * how the money went back another way.
 */
export function RefundsNeedingHand() {
  const { t } = useLingui();
  const refunds = useQuery(refundsNeedingHandQueryOptions());
  return (
    <section aria-labelledby="refunds-needing-hand" className="space-y-3">
      <h2 id="refunds-needing-hand" className="text-xl font-bold text-slate-900">
        <Trans>Refunds that need a hand</Trans>
      </h2>
      {refunds.isPending ? (
        <Loading label={t`Loading refunds...`} />
      ) : refunds.isError ? (
        <Alert tone="error">{errorMessage(refunds.error)}</Alert>
      ) : refunds.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No refund is waiting for a hand.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {refunds.data.map((refund) => (
            <RefundCard key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
    </section>
  );
}
