import type { BankBatch } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { bankBatchCsvHref, bankBatchesQueryOptions, useMarkBatchSent } from '../api/payouts';
import { ConfirmDialog } from './confirm-dialog';

/** The longest reference the API takes (bankBatchSentInputSchema). */
const REFERENCE_MAX = 100;

/** 'Mark as sent', with the bank's reference of the bulk transfer, asked in a dialog. */
function MarkSent({ batch }: { batch: BankBatch }) {
  const { t } = useLingui();
  const mark = useMarkBatchSent();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const day = formatDate(batch.day);
  const amount = formatMoney(batch.amount);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Trans>Mark as sent</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Mark the bank batch of ${day} as sent?`}
        description={t`Only once the bank has made the transfers (${amount}): each payout of the batch becomes sent, with the bank's reference.`}
        confirm={mark.isPending ? t`Saving…` : t`Mark as sent`}
        pending={mark.isPending}
        ready={Boolean(reference.trim())}
        onConfirm={() =>
          mark.mutate(
            { id: batch.id, bankReference: reference.trim() },
            {
              onSuccess: ({ message }) => {
                flash(message);
                setOpen(false);
              },
              onError: (error) => flash(errorMessage(error), 'error'),
            },
          )
        }
      >
        <TextField
          label={t`The bank's reference of the transfer`}
          value={reference}
          maxLength={REFERENCE_MAX}
          required
          onChange={(event) => setReference(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}

function Batch({ batch }: { batch: BankBatch }) {
  const { t } = useLingui();
  const day = formatDate(batch.day);
  const count = formatNumber(batch.payouts);
  return (
    <li
      className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="bank-batch"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {day} · {formatMoney(batch.amount)}
        </p>
        <span className="text-sm text-slate-700">
          {plural(batch.payouts, { one: `${count} payout`, other: `${count} payouts` })}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {batch.status === 'sent' && batch.sentAt
          ? t`Sent ${formatDateTime(batch.sentAt)}, bank reference ${batch.bankReference ?? ''}`
          : t`Not sent yet`}
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={bankBatchCsvHref(batch.id)}
          download
          className={buttonClasses('secondary', 'sm')}
          aria-label={t`Download the bank batch of ${day} (CSV)`}
        >
          <Trans>Download CSV</Trans>
        </a>
        {batch.status === 'open' && batch.payouts > 0 ? <MarkSent batch={batch} /> : null}
      </div>
    </li>
  );
}

/**
 * The daily bank batches (docs/money.md#bank-batches): an admin downloads one for the bank's bulk upload, then
 * marks it sent with the bank's reference.
 */
export function BankBatches() {
  const { t } = useLingui();
  const batches = useQuery(bankBatchesQueryOptions());
  return (
    <section aria-labelledby="bank-batches" className="space-y-3">
      <h2 id="bank-batches" className="text-xl font-bold text-slate-900">
        <Trans>Bank batches</Trans>
      </h2>
      {batches.isPending ? (
        <Loading label={t`Loading the bank batches...`} />
      ) : batches.isError ? (
        <Alert tone="error">{errorMessage(batches.error)}</Alert>
      ) : batches.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No bank batch yet: hosts paid by bank appear here on the day of their payout.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {batches.data.map((batch) => (
            <Batch key={batch.id} batch={batch} />
          ))}
        </ul>
      )}
    </section>
  );
}
