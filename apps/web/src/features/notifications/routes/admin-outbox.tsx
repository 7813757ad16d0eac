// /dashboard/admin/outbox (docs/decisions/0026-jobs-outbox-and-email.md): without an SMTP server, emails are
// kept for admins to read; the API says whether one is set, and the page says which. The list (newest first, paged), then one email's subject, plain text and HTML. The
// HTML is drawn in a sandboxed frame (sandbox="" : no script, no form, no navigation, its own origin).
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OUTBOX_PAGE_SIZE, LANGUAGE_LABELS } from '@ikaze/domain';
import { Alert } from '@/components/ui/alert';
import { Pagination } from '@/components/ui/pagination';
import { Loading } from '@/components/ui/status';
import { PageHeader } from '@/components/ui/page';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { labelText } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { outboxQueryOptions, type OutboxPage } from '../api/notifications';

type Mail = OutboxPage['items'][number];

const LOCALE_LANGUAGES: Record<string, keyof typeof LANGUAGE_LABELS> = {
  en: 'english',
  fr: 'french',
  rw: 'kinyarwanda',
};
/** The email's language by name ('French'), in the page's language. */
const localeName = (locale: string) => {
  const language = LOCALE_LANGUAGES[locale];
  return language ? labelText(LANGUAGE_LABELS, language) : locale;
};

export default function AdminOutboxRoute() {
  const { t } = useLingui();
  usePageTitle(t`Outbox`);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({ ...outboxQueryOptions(page), placeholderData: keepPreviousData });
  const [openId, setOpenId] = useState<number | undefined>(undefined);
  const items = query.data?.items ?? [];
  const open = items.find((mail) => mail.id === openId) ?? items[0];
  const totalPages = Math.max(1, Math.ceil((query.data?.total ?? 0) / OUTBOX_PAGE_SIZE));

  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Outbox`}
        description={
          query.data?.smtpConfigured ? (
            <Trans>
              An SMTP server is set, so emails are sent. Those listed here were kept while none was set.
            </Trans>
          ) : query.data ? (
            <Trans>
              No SMTP server is set, so emails are kept here instead of being sent. This is what each person
              would receive.
            </Trans>
          ) : undefined
        }
      />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Alert tone="error">{errorMessage(query.error)}</Alert>
      ) : items.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No emails yet.</Trans>
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className="space-y-3">
            <ul
              aria-label={t`Emails`}
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            >
              {items.map((mail) => (
                <li key={mail.id}>
                  <button
                    type="button"
                    aria-current={mail.id === open?.id ? 'true' : undefined}
                    onClick={() => setOpenId(mail.id)}
                    className={cn(
                      'block w-full px-4 py-3 text-left text-sm hover:bg-slate-50',
                      mail.id === open?.id && 'bg-brand-50',
                    )}
                  >
                    <span className="block truncate font-semibold text-slate-900">{mail.subject}</span>
                    <span className="block truncate text-slate-600">{mail.to}</span>
                    <span className="block text-xs text-slate-500">
                      {formatDate(mail.createdAt, 'short')} · {mail.kind} · {localeName(mail.locale)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Pagination
              current={page}
              totalPages={totalPages}
              onChange={(next) => {
                setOpenId(undefined);
                setParams(next > 1 ? { page: String(next) } : {});
              }}
              label={t`Outbox pages`}
            />
          </div>
          {open ? <MailView mail={open} /> : null}
        </div>
      )}
    </div>
  );
}

function MailView({ mail }: { mail: Mail }) {
  const { t } = useLingui();
  const [view, setView] = useState<'html' | 'text'>('html');
  return (
    <article
      aria-label={mail.subject}
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <header className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{mail.subject}</h2>
        <p className="text-sm text-slate-600">
          <Trans>To: {mail.to}</Trans>
        </p>
      </header>
      <div
        role="group"
        aria-label={t`Show the email as`}
        className="inline-flex rounded-lg border border-slate-200 p-0.5"
      >
        {(['html', 'text'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => setView(option)}
            className={cn(
              'rounded-md px-3 py-1 text-sm font-semibold',
              view === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {option === 'html' ? t`HTML` : t`Plain text`}
          </button>
        ))}
      </div>
      {view === 'html' ? (
        <iframe
          sandbox=""
          srcDoc={mail.html}
          title={t`The email as HTML`}
          className="h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
        />
      ) : (
        <pre className="max-h-[32rem] overflow-auto rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap text-slate-800">
          {mail.text}
        </pre>
      )}
    </article>
  );
}
