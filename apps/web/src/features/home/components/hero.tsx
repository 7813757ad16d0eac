import { Trans } from '@lingui/react/macro';
import { SearchForm } from '@/components/search-form';

/** docs/product.md#screen-home: the hero with its heading, text and the destination search. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 text-white"
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 1440 320"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 -z-10 h-40 w-full sm:h-56"
      >
        <path
          d="M0 210c160-70 300-80 470-30s330 70 520 0 330-60 450-20v160H0z"
          fill="#2f8a57"
          opacity="0.55"
        />
        <path d="M0 260c200-50 380-40 560 0s360 40 560 0 240-30 320-20v80H0z" fill="#20603d" opacity="0.8" />
      </svg>
      <div
        aria-hidden="true"
        className="absolute top-4 right-4 -z-20 h-14 w-14 rounded-full bg-sun-400 shadow-[0_0_60px_rgba(250,210,1,0.45)] sm:top-auto sm:right-[10%] sm:bottom-24 sm:h-32 sm:w-32"
      />
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-24 sm:px-6 sm:pt-20 sm:pb-36">
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          <Trans>Find accommodations near you</Trans>
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">
          <Trans>Search for accommodations such as hotels, apartments, guest houses and more...</Trans>
        </p>
        <SearchForm withStay className="mt-8 text-slate-900" />
      </div>
    </section>
  );
}
