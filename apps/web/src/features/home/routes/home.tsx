import { Trans, useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { AvailableDeals } from '../components/available-deals';
import { Deferred } from '../components/deferred';
import { Hero } from '../components/hero';
import { TrendingDestinations } from '../components/trending-destinations';

// Below the fold on a phone: their code loads when they come near the screen.
const WeekendDeals = lazy(() =>
  import('../components/weekend-deals').then((m) => ({ default: m.WeekendDeals })),
);
const VisitRwanda = lazy(() =>
  import('../components/visit-rwanda').then((m) => ({ default: m.VisitRwanda })),
);

/** docs/product.md#screen-home: hero and search, the two deal lists, trending destinations, Visit Rwanda. */
export default function HomeRoute() {
  const { t } = useLingui();
  usePageTitle(t`Find accommodations near you`);
  return (
    <>
      <Hero />
      <AvailableDeals />
      <Deferred component={WeekendDeals} placeholderClassName="min-h-[33rem]" />
      <TrendingDestinations />
      <Deferred component={VisitRwanda} placeholderClassName="min-h-[44rem] md:min-h-[30rem]" />
      <section aria-labelledby="host-cta-title" className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-sun-300/40 p-6 ring-1 ring-sun-400/60 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="host-cta-title" className="text-xl font-bold text-slate-900">
              <Trans>Own a place in Rwanda?</Trans>
            </h2>
            <p className="mt-1 text-slate-700">
              <Trans>List your hotel, apartment or guest house and welcome guests.</Trans>
            </p>
          </div>
          <Link to={paths.listYourProperty()} className={buttonClasses('primary', 'lg')}>
            <Trans>Post property</Trans>
          </Link>
        </div>
      </section>
    </>
  );
}
