import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeProperty } from '@/test/properties';
import { renderWithRouter } from '@/test/render';
import { PropertyCard } from './property-card';

const card = (reviewCount: number, rating: number) =>
  renderWithRouter(
    <PropertyCard
      property={makeProperty({ reviewCount, rating })}
      href="/accommodation-detail/1"
      sizes="100vw"
    />,
  );

describe('a property card’s rating (docs/product.md#reviews)', () => {
  it('shows the rating as whole stars when reviews gave it', () => {
    card(12, 4.6);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).toBeNull();
  });

  it('says No reviews yet instead of 0 stars, in the page’s language', async () => {
    card(0, 0);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
    await activateLocaleWithAllFeatures('fr');
    card(0, 0);
    expect(screen.getByText('Pas encore d’avis')).toBeInTheDocument();
  });
});
