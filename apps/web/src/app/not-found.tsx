import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { SearchForm } from '@/components/search-form';
import { paths } from '@/lib/paths';

export default function NotFound() {
  const { t } = useLingui();
  return (
    <Page title={t`Page not found`} width="medium" className="text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>The page you asked for does not exist. Try a search instead.</Trans>
      </p>
      <SearchForm className="mt-8 text-left" />
      <Link to={paths.home()} className={buttonClasses('secondary', 'md', 'mt-8')}>
        <Trans>Back to home</Trans>
      </Link>
    </Page>
  );
}
