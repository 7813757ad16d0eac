import { paginationWindow } from '@ikaze/domain';
// The global `t`, not useLingui: these controls also render outside the app's providers, and a change of
// language reloads the page anyway.
import { t } from '@lingui/core/macro';
import { cn } from '@/lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

const itemClasses =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold transition-colors';

/**
 * A page control (docs/product.md#constants): previous, the first page, the current page's neighbours, the
 * last page and an ellipsis for each gap, next. Pages count from 1. Nothing is drawn when there is a single
 * page.
 */
export function Pagination({
  current,
  totalPages,
  onChange,
  label,
  className,
}: {
  current: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The navigation landmark's name; give each control on a page its own. */
  label?: string;
  className?: string;
}) {
  if (totalPages <= 1) return null;
  const page = Math.min(Math.max(1, current), totalPages);
  return (
    <nav aria-label={label ?? t`Pagination`} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            aria-label={t`Previous page`}
            className={cn(itemClasses, 'text-slate-700 hover:bg-slate-100 disabled:text-slate-300')}
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {paginationWindow(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => onChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`Page ${item}`}
                className={cn(
                  itemClasses,
                  item === page
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-200 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onChange(page + 1)}
            disabled={page >= totalPages}
            aria-label={t`Next page`}
            className={cn(itemClasses, 'text-slate-700 hover:bg-slate-100 disabled:text-slate-300')}
          >
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
