import { Trans, useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/ui/status';

/** docs/product.md#layout: /car-rentals shows the 'Coming Soon...' screen. */
export default function CarRentalsRoute() {
  const { t } = useLingui();
  return (
    <ComingSoon title={t`Car rentals`}>
      <Trans>Renting a car with your stay is on its way.</Trans>
    </ComingSoon>
  );
}
