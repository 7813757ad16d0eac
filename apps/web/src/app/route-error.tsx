import { GENERIC_MESSAGES } from '@ikaze/domain';
// The global i18n, not React's context: the error screen needs nothing but itself to render.
import { t } from '@lingui/core/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { domainText } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';

/** The status line or the error's own message: a diagnostic as the browser or server gave it. */
function describe(error: unknown, unknown: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : unknown;
}

/**
 * The fallback for an uncaught routing error (docs/product.md#layout): its title, then the status or message.
 */
export function RouteError() {
  const error = useRouteError();
  usePageTitle(t`Error`);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {domainText(GENERIC_MESSAGES.unexpectedError)}
      </h1>
      <p className="mt-3 font-mono text-sm break-words text-red-800">{describe(error, t`Unknown error`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Full page loads: they also recover from a stale bundle after a deploy. */}
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary')}>
          {t`Try again`}
        </button>
        <a href="/" className={buttonClasses('secondary')}>
          {t`Back to home`}
        </a>
      </div>
    </div>
  );
}
