import { useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import { Picture, type PictureSource } from '@/components/picture';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** Steps through a ring: after the last picture comes the first, before the first the last. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/**
 * The property's pictures (docs/product.md#screen-detail): previous/next buttons that wrap around, clickable
 * thumbnails, and the arrow keys (Home/End for the ends) anywhere inside it. Only the picture on show and the
 * small thumbnails load; the first loads with priority (it is the page's largest picture), the thumbnails with low
 * priority, after it (docs/decisions/0032-first-paint.md).
 */
export function PictureCarousel({ pictures, name }: { pictures: PictureSource[]; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const slides: PictureSource[] = pictures.length ? pictures : [null];
  const count = slides.length;
  const current = wrapIndex(index, count);
  const go = (next: number) => setIndex(wrapIndex(next, count));
  const position = current + 1;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined || count < 2) return;
    event.preventDefault();
    go(next);
  }

  const arrow =
    'absolute top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-white';

  return (
    <div
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={t`Pictures of ${name}`}
      onKeyDown={onKeyDown}
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-200">
        <div
          role="group"
          aria-roledescription={t`slide`}
          aria-label={t`Picture ${position} of ${count}`}
          className="aspect-[3/2]"
        >
          <Picture
            key={current}
            source={slides[current]}
            alt={t`${name}, picture ${position} of ${count}`}
            sizes="(min-width: 1024px) 760px, 100vw"
            priority={current === 0}
            className="h-full w-full"
          />
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label={t`Previous picture`}
              className={cn(arrow, 'left-3')}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label={t`Next picture`}
              className={cn(arrow, 'right-3')}
            >
              <ChevronRightIcon />
            </button>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-3 py-1 text-xs font-semibold text-white"
            >
              {position} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {slides.map((picture, i) => {
            const number = i + 1;
            return (
              <li key={i} className="shrink-0">
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t`Show picture ${number} of ${count}`}
                  aria-current={i === current ? 'true' : undefined}
                  className={cn(
                    'block overflow-hidden rounded-lg ring-2 transition',
                    i === current ? 'ring-brand-700' : 'opacity-75 ring-transparent hover:opacity-100',
                  )}
                >
                  <Picture source={picture} alt="" sizes="96px" fetchPriority="low" className="h-16 w-24" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
