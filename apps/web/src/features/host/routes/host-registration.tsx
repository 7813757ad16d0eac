import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, Page } from '@/components/ui/page';
import { paths } from '@/lib/paths';

/**
 * The host registration shell (docs/product.md#layout): an email field and a Continue button that leads to
 * /login.
 */
export default function HostRegistrationRoute() {
  const emailId = useId();
  const { t } = useLingui();
  return (
    <Page title={t`Host registration`} width="narrow">
      <Card>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <Trans>Host with Ikaze</Trans>
        </p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">
          <Trans>List your property and welcome guests</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>Create a partner account to start listing hotels, apartments and guest houses.</Trans>
        </p>
        <div className="mt-6 space-y-1.5">
          <label htmlFor={emailId} className="block text-sm font-medium text-slate-800">
            <Trans>Email</Trans>
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
        <Link to={paths.login()} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          <Trans>Continue</Trans>
        </Link>
      </Card>
    </Page>
  );
}
