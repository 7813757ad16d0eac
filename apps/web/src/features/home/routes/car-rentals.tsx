import { ComingSoon } from '@/components/ui/status';

/** docs/product.md#layout: /car-rentals shows the 'Coming Soon...' screen. */
export default function CarRentalsRoute() {
  return <ComingSoon title="Car rentals">Renting a car with your stay is on its way.</ComingSoon>;
}
