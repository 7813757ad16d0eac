// /help/{slug} (docs/product.md#help-pages): the page's HTML as the server renders it from our own Markdown
// (content/help: reviewed like code, never a user's text, so it is set as HTML), the other help pages beside it,
// and on /help/contact the contact form. The server sends the same HTML inside the page for readers without
// JavaScript (docs/decisions/0029-public-pages-and-help.md).
import { isHelpSlug } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { activeLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { helpPageQueryOptions } from '../api/help';
import { ContactForm } from '../components/contact-form';
import { HelpNav } from '../components/help-nav';

export default function HelpPageRoute() {
  const { slug = '' } = useParams();
  return isHelpSlug(slug) ? <HelpPage slug={slug} /> : <UnknownHelpPage />;
}

function HelpPage({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const query = useQuery(helpPageQueryOptions(slug, activeLocale()));
  // Links between help pages stay in the app (no reload); others behave as links do.
  const followInside = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Page title={query.data?.title} width="wide">
      <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
        <aside className="lg:pt-2">
          <HelpNav />
        </aside>
        <div className="min-w-0 space-y-10">
          {query.isPending ? <Loading /> : null}
          {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
          {query.data ? (
            <article
              className="help-article"
              onClick={followInside}
              dangerouslySetInnerHTML={{ __html: query.data.html }}
            />
          ) : null}
          {slug === 'contact' && query.data ? <ContactForm /> : null}
        </div>
      </div>
    </Page>
  );
}

function UnknownHelpPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Help page not found`} width="medium">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Help page not found</Trans>
      </h1>
      <div className="mt-6">
        <HelpNav />
      </div>
      <Link to={paths.home()} className={buttonClasses('secondary', 'md', 'mt-8')}>
        <Trans>Back to home</Trans>
      </Link>
    </Page>
  );
}
