import {
  BOOKING_STATUS_LABELS,
  PAYMENT_MESSAGES,
  formatReceiptNumber,
  type AdminPaymentDetail,
} from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api';
import { formatDateTime, formatMoney, formatNumber, formatStayDate } from '@/lib/format';
import { domainText, labelText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { personName } from '@/lib/person-name';
import { adminPaymentQueryOptions } from '../api/payments';
import { AdminPage } from '../components/admin-page';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_REASON_LABELS,
  PaymentAge,
  PaymentLink,
  PaymentStatusBadge,
} from '../components/payment-labels';

const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
const cellClasses = 'px-3 py-2 text-left align-top';
const headClasses = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const when = (instant: string | null) => (instant ? formatDateTime(instant) : '—');

function Facts({ detail }: { detail: AdminPaymentDetail }) {
  const { t, i18n } = useLingui();
  const p = detail.payment;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label={t`Status`}>
        <PaymentStatusBadge status={p.status} />
        {p.reason ? <span className="ml-2">{i18n._(PAYMENT_REASON_LABELS[p.reason])}</span> : null}
      </Fact>
      <Fact label={t`Method`}>{i18n._(PAYMENT_METHOD_LABELS[p.method])}</Fact>
      <Fact label={t`Amount`}>{formatMoney(p.amount)}</Fact>
      <Fact label={t`Guest`}>
        <Link to={paths.profile(p.guest.id)} className={linkClasses}>
          {personName(p.guest.name)}
        </Link>
      </Fact>
      <Fact label={t`Paying number`}>{p.phone ?? '—'}</Fact>
      <Fact label={t`Our reference`}>
        <span className="font-mono text-xs">{p.reference}</span>
      </Fact>
      <Fact label={t`Provider transaction ID`}>
        <span className="font-mono text-xs">{p.providerTransactionId ?? '—'}</span>
      </Fact>
      <Fact label={t`Receipt number`}>
        {p.receiptNumber === null ? '—' : formatReceiptNumber(p.receiptNumber)}
      </Fact>
      <Fact label={t`Created`}>
        {formatDateTime(p.createdAt)} (<PaymentAge seconds={p.ageSeconds} />)
      </Fact>
      <Fact label={t`Rooms held until`}>{when(p.expiresAt)}</Fact>
      <Fact label={t`Paid at`}>{when(p.paidAt)}</Fact>
      <Fact label={t`Request recorded`}>{when(p.requestedAt)}</Fact>
      <Fact label={t`Status lookups`}>{formatNumber(p.checks)}</Fact>
      <Fact label={t`Next lookup`}>{when(p.nextCheckAt)}</Fact>
      {p.previousId !== null ? (
        <Fact label={t`Replaces`}>
          <PaymentLink id={p.previousId} />
        </Fact>
      ) : null}
      {p.nextId !== null ? (
        <Fact label={t`Replaced by`}>
          <PaymentLink id={p.nextId} />
        </Fact>
      ) : null}
    </dl>
  );
}

function Bookings({ detail }: { detail: AdminPaymentDetail }) {
  const { t } = useLingui();
  if (detail.bookings.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No booking points at this payment.</Trans>
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t`Bookings paid by this payment`}</caption>
        <thead>
          <tr>
            <th className={headClasses}>{t`Booking`}</th>
            <th className={headClasses}>{t`Property`}</th>
            <th className={headClasses}>{t`Stay`}</th>
            <th className={headClasses}>{t`Rooms`}</th>
            <th className={headClasses}>{t`Total`}</th>
            <th className={headClasses}>{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {detail.bookings.map((b) => (
            <tr key={b.id} className="border-t border-slate-100">
              <td className={cellClasses}>#{b.id}</td>
              <td className={cellClasses}>{b.propertyName}</td>
              <td className={cellClasses}>
                {formatStayDate(b.checkIn)} – {formatStayDate(b.checkOut)}
              </td>
              <td className={cellClasses}>{formatNumber(b.rooms)}</td>
              <td className={cellClasses}>{formatMoney(b.totalPrice)}</td>
              <td className={cellClasses}>{labelText(BOOKING_STATUS_LABELS, b.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each ledger transaction with its entries: debits positive, credits negative (docs/ledger.md). */
function Ledger({ detail }: { detail: AdminPaymentDetail }) {
  const { t } = useLingui();
  if (detail.ledger.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No money has moved for this payment.</Trans>
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t`Ledger entries`}</caption>
        <thead>
          <tr>
            <th className={headClasses}>{t`Transaction`}</th>
            <th className={headClasses}>{t`Account`}</th>
            <th className={`${headClasses} text-right`}>{t`Debit`}</th>
            <th className={`${headClasses} text-right`}>{t`Credit`}</th>
          </tr>
        </thead>
        <tbody>
          {detail.ledger.flatMap((transaction) =>
            transaction.entries.map((entry, i) => (
              <tr key={entry.id} className="border-t border-slate-100">
                <td className={cellClasses}>
                  {i === 0 ? (
                    <>
                      <span className="font-mono text-xs">{transaction.kind}</span>
                      <span className="block text-xs text-slate-500">
                        {formatDateTime(transaction.createdAt)}
                      </span>
                    </>
                  ) : null}
                </td>
                <td className={`${cellClasses} font-mono text-xs`}>{entry.account}</td>
                <td className={`${cellClasses} text-right`}>
                  {entry.amount > 0 ? formatMoney(entry.amount) : ''}
                </td>
                <td className={`${cellClasses} text-right`}>
                  {entry.amount < 0 ? formatMoney(-entry.amount) : ''}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

function ProviderAnswers({ detail }: { detail: AdminPaymentDetail }) {
  const { t } = useLingui();
  const sources: Record<string, string> = {
    request: t`Our request`,
    status: t`Status lookup`,
    callback: t`Callback`,
  };
  if (detail.events.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>The provider has not answered yet.</Trans>
      </p>
    );
  return (
    <ol className="space-y-3">
      {detail.events.map((event) => (
        <li key={event.id} className="rounded-lg border border-slate-100 p-3">
          <p className="text-sm">
            <span className="font-semibold">{sources[event.source] ?? event.source}</span> ·{' '}
            <span className="font-mono text-xs">{event.outcome}</span> ·{' '}
            <span className="text-slate-600">{formatDateTime(event.createdAt)}</span>
          </p>
          {event.body !== null && event.body !== undefined ? (
            <pre className="mt-2 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">
              {JSON.stringify(event.body, null, 2)}
            </pre>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function EarlierTries({ detail }: { detail: AdminPaymentDetail }) {
  const { i18n } = useLingui();
  return (
    <ul className="space-y-2 text-sm">
      {detail.earlierTries.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center gap-2">
          <PaymentLink id={p.id} />
          <PaymentStatusBadge status={p.status} />
          <span>{i18n._(PAYMENT_METHOD_LABELS[p.method])}</span>
          {p.reason ? <span>{i18n._(PAYMENT_REASON_LABELS[p.reason])}</span> : null}
          <span className="text-slate-600">{formatDateTime(p.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /dashboard/admin/payments/:paymentId (docs/decisions/0045-who-sees-payment-details.md): one payment, the
 * bookings it pays, its ledger entries, the provider's answers as received, and the guest's earlier tries.
 */
export default function AdminPaymentDetailRoute() {
  const { t } = useLingui();
  const { paymentId } = useParams();
  const id = /^\d{1,9}$/.test(paymentId ?? '') ? Number(paymentId) : 0;
  const query = useQuery({ ...adminPaymentQueryOptions(id), enabled: id > 0 });
  const back = (
    <Link to={paths.admin.payments()} className={linkClasses}>
      <Trans>Back to payments</Trans>
    </Link>
  );
  const title = t`Payment #${id}`;
  const detail = query.data;

  return (
    <AdminPage title={title} actions={back}>
      {id === 0 || query.isError ? (
        <Alert tone="error">
          {id === 0 ? domainText(PAYMENT_MESSAGES.paymentNotFound) : errorMessage(query.error)}
        </Alert>
      ) : !detail ? (
        <p role="status" className="text-sm text-slate-600">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        <>
          <Section title={t`Payment`}>
            <Facts detail={detail} />
          </Section>
          <Section title={t`Bookings`}>
            <Bookings detail={detail} />
          </Section>
          <Section title={t`Ledger entries`}>
            <Ledger detail={detail} />
          </Section>
          <Section title={t`Provider answers`}>
            <ProviderAnswers detail={detail} />
          </Section>
          {detail.earlierTries.length > 0 ? (
            <Section title={t`Earlier tries`}>
              <EarlierTries detail={detail} />
            </Section>
          ) : null}
        </>
      )}
    </AdminPage>
  );
}
