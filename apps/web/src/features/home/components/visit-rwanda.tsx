import { VISIT_RWANDA_PLACES } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { PlaceArt, type PlaceName } from './place-art';

const blurbs: Record<PlaceName, MessageDescriptor> = {
  Kigali: msg`Rwanda's clean, green capital: museums, markets, art galleries and a lively food scene across its hills.`,
  Musanze: msg`The gateway to Volcanoes National Park, its mountain gorillas, golden monkeys and crater lakes.`,
  Kayonza: msg`Savanna, lakes and the Big Five in Akagera National Park, a short drive from Lake Muhazi.`,
  Rubavu: msg`Sandy beaches, hot springs and long sunsets on the shores of Lake Kivu.`,
  Nyanza: msg`The old royal capital: the King's Palace Museum and its long-horned Inyambo cattle.`,
  Karongi: msg`Quiet bays and green islands on Lake Kivu, with boat trips from Kibuye.`,
};

/** Steps through a ring: after the last comes the first, before the first the last. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/**
 * 'Visit Rwanda' (docs/product.md#screen-home: 6 places): a carousel with previous/next buttons that wrap
 * around, a button per place, and the arrow keys (Home/End for the ends) anywhere inside it. Each place
 * opens the search for it ('See Nearest Properties').
 */
export function VisitRwanda() {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const count = VISIT_RWANDA_PLACES.length;
  const place = VISIT_RWANDA_PLACES[index]!;
  const position = index + 1;
  const go = (next: number) => setIndex(wrapIndex(next, count));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  }

  return (
    <section aria-labelledby="visit-title" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="visit-title" className="text-2xl font-bold tracking-tight text-slate-900">
        <Trans>Visit Rwanda</Trans>
      </h2>
      <p className="mt-1 text-slate-600">
        <Trans>Six places to start with, from the volcanoes to the lake.</Trans>
      </p>
      <div
        role="region"
        aria-roledescription={t`carousel`}
        aria-label={t`Places to visit in Rwanda`}
        onKeyDown={onKeyDown}
        className="mt-6"
      >
        <div
          aria-live="polite"
          className="relative overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <div
            key={place}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${position} of ${count}: ${place}`}
            className="grid md:grid-cols-2"
          >
            <div className="aspect-[5/3] md:aspect-auto md:h-80">
              <PlaceArt place={place} />
            </div>
            <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {position} / {count}
              </p>
              <h3 className="text-2xl font-bold text-slate-900">{place}</h3>
              <p className="text-slate-600">{t(blurbs[place])}</p>
              <Link
                to={paths.searchResults({ destination: place })}
                className={buttonClasses('primary', 'md', 'mt-2 self-start')}
              >
                <Trans>
                  See Nearest Properties<span className="sr-only"> in {place}</span>
                </Trans>
              </Link>
            </div>
          </div>
        </div>
        <div className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={t`Previous place`}
            className="grid h-11 w-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50"
          >
            <ChevronLeftIcon />
          </button>
          <ul className="flex flex-wrap justify-center gap-1.5">
            {VISIT_RWANDA_PLACES.map((name, i) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t`Show ${name}`}
                  aria-current={i === index ? 'true' : undefined}
                  className={cn(
                    'rounded-full px-3 py-1.5 text-sm font-medium transition-colors',
                    i === index
                      ? 'bg-brand-700 text-white'
                      : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
                  )}
                >
                  <span className="hidden sm:inline">{name}</span>
                  {/* A dot, not a number, on phones: the button's name (Show …) must contain its visible text. */}
                  <span aria-hidden="true" className="flex h-5 items-center sm:hidden">
                    <span className="block h-2 w-2 rounded-full bg-current" />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={t`Next place`}
            className="grid h-11 w-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50"
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
    </section>
  );
}
