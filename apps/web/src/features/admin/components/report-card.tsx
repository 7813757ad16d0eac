import { formatNumber, type ReportCard as ReportCardData } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { activeLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { reportCsvHref } from '../api/reports';
import { REPORT_TITLE_MESSAGES } from './report-titles';

/**
 * A 'Manage Reports' card (docs/product.md#screen-admin): title, count, the first 3 items then '...', View
 * Report and Download. The items are names and lines the API writes in the page's language.
 */
export function ReportCard({ card }: { card: ReportCardData }) {
  const { t, i18n } = useLingui();
  const headingId = `report-${card.reportType}`;
  const title = i18n._(REPORT_TITLE_MESSAGES[card.reportType]);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-3xl font-bold text-brand-800 tabular-nums">
          {formatNumber(card.count, activeLocale())}
          <span className="sr-only">
            {' '}
            <Trans>in total</Trans>
          </span>
        </p>
      </div>
      <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
        {card.items.map((item, index) => (
          <li key={`${index}-${item}`} className="truncate" title={item}>
            {item}
          </li>
        ))}
        {card.count > card.items.length ? (
          <li aria-hidden="true" className="text-slate-500">
            ...
          </li>
        ) : null}
        {card.count === 0 ? (
          <li className="text-slate-500">
            <Trans>Nothing yet</Trans>
          </li>
        ) : null}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={paths.admin.report(card.reportType)}
          className={buttonClasses('primary', 'sm')}
          aria-label={t`View Report: ${title}`}
        >
          <Trans>View Report</Trans>
        </Link>
        <a
          href={reportCsvHref(card.reportType)}
          download
          className={buttonClasses('secondary', 'sm')}
          aria-label={t`Download ${title} report (CSV)`}
        >
          <Trans>Download</Trans>
        </a>
      </div>
    </article>
  );
}
