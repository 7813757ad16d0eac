// The property's Reviews section (docs/product.md#reviews). Its screens are the reviews feature's, handed in by the
// router (lib/screen-parts.ts) and loaded with their catalog only when the section comes near the screen, like the
// router loads a screen: the detail page's first load does not grow (docs/decisions/0010-first-load-javascript.md).
import { useLingui } from '@lingui/react/macro';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Loading } from '@/components/ui/status';
import { loadScreenPart } from '@/lib/screen-parts';
import { useNearViewport } from '@/lib/use-near-viewport';

const PropertyReviews = lazy(() => loadScreenPart('propertyReviews'));

/** Should the section's code fail to load (a lost connection), the page stays and says so in the section. */
class SectionBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function ReviewsSection({ propertyId }: { propertyId: number }) {
  const { t } = useLingui();
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby="reviews-title" className="min-h-40 border-t border-slate-200 pt-8">
      <h2 id="reviews-title" className="text-xl font-bold tracking-tight text-slate-900">
        {t`Reviews`}
      </h2>
      <div className="mt-4">
        {near ? (
          <SectionBoundary fallback={<p className="text-slate-600">{t`Reviews could not be loaded.`}</p>}>
            <Suspense fallback={<Loading />}>
              <PropertyReviews propertyId={propertyId} />
            </Suspense>
          </SectionBoundary>
        ) : null}
      </div>
    </section>
  );
}
