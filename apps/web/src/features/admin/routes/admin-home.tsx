import { formatNumber } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DashboardWelcome } from '@/components/ui/dashboard-welcome';
import { BuildingIcon, ChartIcon, ClipboardIcon } from '@/components/ui/icons';
import { activeLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { applicationsQueryOptions } from '../api/applications';
import { reportCardsQueryOptions } from '../api/reports';
import { REPORT_TITLE_MESSAGES } from '../components/report-titles';

/** Live totals from GET /api/reports, each leading to its report. Quietly absent when they cannot be read. */
function AtAGlance() {
  const { i18n } = useLingui();
  const locale = activeLocale();
  const cards = useQuery(reportCardsQueryOptions());
  const pending = useQuery(
    applicationsQueryOptions({ status: 'pending', sort: 'id', order: 'asc', page: 1, pageSize: 10 }),
  );
  if (cards.isError) return null;
  return (
    <section aria-labelledby="admin-glance" className="mt-10">
      <h2 id="admin-glance" className="text-lg font-bold text-slate-900">
        <Trans>At a glance</Trans>
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-5" aria-busy={cards.isPending}>
        {pending.data ? (
          <li>
            <Link
              to={paths.admin.applications()}
              className="block rounded-2xl border border-amber-200 bg-amber-50 p-4 shadow-sm transition hover:border-amber-300 hover:shadow-md"
            >
              <span className="block text-sm font-medium text-amber-900">
                <Trans>Pending applications</Trans>
              </span>
              <span className="mt-1 block text-2xl font-bold text-amber-900 tabular-nums">
                {formatNumber(pending.data.total, locale)}
              </span>
            </Link>
          </li>
        ) : null}
        {(cards.data ?? []).map((card) => (
          <li key={card.reportType}>
            <Link
              to={paths.admin.report(card.reportType)}
              className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              <span className="block text-sm font-medium text-slate-600">
                {i18n._(REPORT_TITLE_MESSAGES[card.reportType])}
              </span>
              <span className="mt-1 block text-2xl font-bold text-brand-800 tabular-nums">
                {formatNumber(card.count, locale)}
              </span>
            </Link>
          </li>
        ))}
        {cards.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} aria-hidden="true" className="h-20 animate-pulse rounded-2xl bg-slate-200/70" />
            ))
          : null}
      </ul>
    </section>
  );
}

export default function AdminHomeRoute() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const firstName = user?.FirstName;
  return (
    <>
      <DashboardWelcome
        pageTitle={t`Admin dashboard`}
        heading={firstName ? t`Welcome, ${firstName}` : t`Welcome, admin`}
        text={t`Manage reports, properties, and applications from here.`}
        shortcuts={[
          {
            to: paths.admin.reports(),
            label: t`Reports`,
            description: t`Counts and trends across Ikaze.`,
            icon: ChartIcon,
          },
          {
            to: paths.admin.properties(),
            label: t`Properties`,
            description: t`Every listing and its status.`,
            icon: BuildingIcon,
          },
          {
            to: paths.admin.applications(),
            label: t`Applications`,
            description: t`Review new listings.`,
            icon: ClipboardIcon,
          },
        ]}
      />
      <AtAGlance />
    </>
  );
}
