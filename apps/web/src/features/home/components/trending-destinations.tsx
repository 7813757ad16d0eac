import { TRENDING_DESTINATIONS } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

const tints = ['from-brand-700 to-brand-500', 'from-hill-700 to-hill-500', 'from-brand-900 to-hill-700'];
const blurbs: Record<string, MessageDescriptor> = {
  Kigali: msg`The clean, green capital`,
  Musanze: msg`Volcanoes and gorillas`,
  Gisenyi: msg`Beaches on Lake Kivu`,
};

/** docs/product.md#screen-home: 'Trending destinations in Rwanda', each opening the search for that place. */
export function TrendingDestinations() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="trending-title" className="mx-auto w-full max-w-6xl px-4 pt-14 sm:px-6">
      <h2 id="trending-title" className="text-2xl font-bold tracking-tight text-slate-900">
        <Trans>Trending destinations in Rwanda</Trans>
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {TRENDING_DESTINATIONS.map((destination, index) => (
          <li key={destination}>
            <Link
              to={paths.searchResults({ destination })}
              className={`group relative flex h-40 flex-col justify-end overflow-hidden rounded-2xl bg-gradient-to-br p-5 text-white shadow-sm transition hover:shadow-lg ${tints[index % tints.length]}`}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 400 160"
                className="absolute inset-0 h-full w-full opacity-25"
                preserveAspectRatio="none"
              >
                <path d="M0 120c60-40 120-45 190-10s140 30 210-20v70H0z" fill="white" />
              </svg>
              <span className="relative text-xl font-bold">{destination}</span>
              <span className="relative text-sm text-white/90">{t(blurbs[destination] ?? msg`Rwanda`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
