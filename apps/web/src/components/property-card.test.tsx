import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeProperty } from '@/test/properties';
import { renderWithRouter } from '@/test/render';
import { PropertyCard } from './property-card';
import { filledStars } from './ui/star-rating';

const card = (reviewCount: number, rating: number) =>
  renderWithRouter(
    <PropertyCard
      property={makeProperty({ reviewCount, rating })}
      href="/accommodation-detail/1"
      sizes="100vw"
    />,
  );

describe('a property card’s rating (docs/product.md#reviews)', () => {
  it('shows the score, the number of reviews and stars to the half when reviews gave it', async () => {
    const { container } = card(12, 4.6);
    const stars = screen.getByRole('img', { name: 'Rated 4.6 out of 5' });
    expect(stars.parentElement).toHaveTextContent('4.6 · 12 reviews');
    // Four whole stars and a half: four amber stars, one grey with its amber left half.
    expect(stars.querySelectorAll('path.text-amber-500')).toHaveLength(5);
    expect(stars.querySelectorAll('path.text-slate-300')).toHaveLength(1);
    expect(screen.queryByText('No reviews yet')).toBeNull();
    container.remove();
    await activateLocaleWithAllFeatures('fr');
    card(1, 5);
    expect(screen.getByRole('img', { name: 'Noté 5 sur 5' }).parentElement).toHaveTextContent('5 · 1 avis');
    await activateLocaleWithAllFeatures('en');
  });

  it('fills stars to the nearest half', () => {
    expect([0.2, 0.3, 3, 4.24, 4.25, 4.6, 4.74, 4.75, 5].map(filledStars)).toEqual([
      0, 0.5, 3, 4, 4.5, 4.5, 4.5, 5, 5,
    ]);
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
