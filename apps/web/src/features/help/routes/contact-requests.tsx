// /dashboard/admin/contact-requests (docs/product.md#help-pages): the messages sent through the contact form,
// newest first, for an admin to answer by email. The page lives in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { PageHeader } from '@/components/ui/page';
import { formatDate } from '@/lib/format';
import { LOCALE_NAMES } from '@ikaze/domain';
import { pageFromParam } from '@/lib/use-list-params';
import { usePageTitle } from '@/lib/use-page-title';
import { contactRequestsQueryOptions, type ContactRequest } from '../api/help';

export default function ContactRequestsRoute() {
  const { t } = useLingui();
  usePageTitle(t`Contact requests`);
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const query = useQuery({ ...contactRequestsQueryOptions(page), placeholderData: keepPreviousData });
  return (
    <div className="space-y-6">
      <PageHeader
        title={<Trans>Contact requests</Trans>}
        description={
          <Trans>Messages sent through the contact form, newest first. Answer them by email.</Trans>
        }
      />
      <PagedList
        query={query}
        answer={query.data}
        page={page}
        onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        label={t`Contact requests`}
        pagesLabel={t`Pages of contact requests`}
        empty={<Trans>No messages yet.</Trans>}
      >
        {(request) => <ContactRequestCard request={request} />}
      </PagedList>
    </div>
  );
}

function ContactRequestCard({ request }: { request: ContactRequest }) {
  const { t } = useLingui();
  const { name, email, username } = request;
  const sentOn = formatDate(request.createdAt);
  const language = LOCALE_NAMES[request.locale];
  return (
    <article aria-labelledby={`contact-request-${request.id}`} className="space-y-2">
      <h2 id={`contact-request-${request.id}`} className="text-lg font-semibold text-slate-900">
        {request.subject}
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          From {name} (
          <a className="font-medium text-brand-700 underline" href={`mailto:${email}`}>
            {email}
          </a>
          ), on {sentOn}, in {language}
        </Trans>
        {username ? (
          <span>
            {' · '}
            {t`Account: ${username}`}
          </span>
        ) : null}
      </p>
      <p className="whitespace-pre-wrap text-slate-800">{request.message}</p>
    </article>
  );
}
