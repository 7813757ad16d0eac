import { useLingui } from '@lingui/react/macro';
import { Component, Suspense, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/status';

/** If the chart code cannot load or draw, show `fallback` instead of failing the whole screen. */
export class ChartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A lazily loaded chart: 'Loading charts...' while Chart.js arrives, and `failed` (which points to the numbers'
 * tables) when it cannot load or draw.
 */
export function LazyChart({ failed, children }: { failed: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <ChartBoundary fallback={<Alert tone="info">{failed}</Alert>}>
      <Suspense fallback={<Loading label={t`Loading charts...`} />}>{children}</Suspense>
    </ChartBoundary>
  );
}
