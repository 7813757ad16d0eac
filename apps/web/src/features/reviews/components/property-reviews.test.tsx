import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeUser, signedInAs } from '@/test/api-mock';
import { stubFetch } from '@/test/properties';
import { renderWithRouter } from '@/test/render';
import { propertyReviews, publicReview } from '@/test/reviews';
import PropertyReviews from './property-reviews';

const latest = [
  publicReview({
    id: 3,
    authorFirstName: 'Aline',
    text: 'Great stay.\n<b>Not bold</b> & clean rooms.',
    reply: { text: 'Murakoze Aline!', createdAt: '2026-10-21T08:00:00Z', updatedAt: '2026-10-21T08:00:00Z' },
  }),
  publicReview({ id: 2, authorFirstName: 'Eric', overall: 4, stayMonth: '2026-09' }),
  publicReview({ id: 1, authorFirstName: 'Claudine', overall: 2, roomTypeName: '-100x' }),
];

describe('the property page’s reviews', { timeout: 30_000 }, () => {
  it('shows the score, count, labelled bars, sub-scores and the three latest reviews as plain text', async () => {
    const requests = stubFetch((request) => {
      if (request.url.pathname === '/api/properties/5/reviews')
        return { body: propertyReviews({ reviews: latest }) };
      return undefined;
    });
    renderWithRouter(<PropertyReviews propertyId={5} />);

    expect(await screen.findByText('4.6')).toBeInTheDocument();
    // Whole stars, as the product shows a rating, with the exact value in the label.
    expect(screen.getAllByRole('img', { name: 'Rated 4.6 out of 5' })).toHaveLength(1);
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    const bars = screen.getByRole('list', { name: 'Scores given' });
    expect(within(bars).getByRole('img', { name: '5 stars: 9 reviews' })).toBeInTheDocument();
    expect(within(bars).getByRole('img', { name: '2 stars: 1 review' })).toBeInTheDocument();
    expect(within(bars).getByRole('img', { name: '1 star: 0 reviews' })).toBeInTheDocument();
    // Sub-scores with one decimal, always.
    expect(screen.getByText('Cleanliness').nextSibling).toHaveTextContent('4.8');
    expect(screen.getByText('Value').nextSibling).toHaveTextContent('4.0');

    const aline = screen.getByRole('article', { name: 'Aline' });
    expect(within(aline).getByText('Stayed in October 2026', { exact: false })).toBeInTheDocument();
    expect(within(aline).getByText('Stayed in October 2026 · Double')).toBeInTheDocument();
    // The text as written: tags are text, line breaks kept.
    const text = within(aline).getByText(/Not bold/);
    expect(text.textContent).toBe('Great stay.\n<b>Not bold</b> & clean rooms.');
    expect(text.querySelector('b')).toBeNull();
    expect(text).toHaveClass('whitespace-pre-line');
    expect(within(aline).getByText('Reply from the host')).toBeInTheDocument();
    expect(within(aline).getByText('Murakoze Aline!')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Claudine' })).toHaveTextContent(
      'Stayed in October 2026 · Whole Property',
    );
    // Signed out: nothing to report with.
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
    expect(requests[0]!.url.search).toBe('?page=1&pageSize=3&sort=newest');
  });

  it('says No reviews yet, not 0 stars, for a property without reviews', async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/properties/5/reviews'
        ? {
            body: propertyReviews({
              average: null,
              count: 0,
              total: 0,
              reviews: [],
              distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
              subscores: { cleanliness: null, location: null, value: null, welcome: null },
            }),
          }
        : undefined,
    );
    renderWithRouter(<PropertyReviews propertyId={5} />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show all reviews' })).toBeNull();
  });

  it('opens every review in a dialog, sorted and paged by the server, with Report for a signed-in reader', async () => {
    signedInAs(makeUser());
    const requests = stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: makeUser() } };
      if (request.url.pathname !== '/api/properties/5/reviews') return undefined;
      const page = Number(request.url.searchParams.get('page'));
      const sort = request.url.searchParams.get('sort');
      const name = `${sort === 'lowest' ? 'Low' : 'New'} ${page}`;
      return {
        body: propertyReviews({
          reviews: [publicReview({ id: page, authorFirstName: name })],
          page,
          pageSize: 10,
          total: 12,
        }),
      };
    });
    const { user } = renderWithRouter(<PropertyReviews propertyId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Show all reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'All reviews' });
    expect(await within(dialog).findByRole('article', { name: 'New 1' })).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sort by' }), 'Lowest');
    expect(await within(dialog).findByRole('article', { name: 'Low 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(await within(dialog).findByRole('article', { name: 'Low 2' })).toBeInTheDocument();
    expect(requests.map((r) => r.url.search)).toContain('?page=2&pageSize=10&sort=lowest');

    // Report opens its own dialog with a reason.
    await user.click(within(dialog).getByRole('button', { name: 'Report the review by Low 2' }));
    expect(await screen.findByRole('dialog', { name: 'Report the review by Low 2' })).toBeInTheDocument();
  });

  it('speaks French: the month, the count and the decimal comma', async () => {
    await activateLocaleWithAllFeatures('fr');
    stubFetch((request) =>
      request.url.pathname === '/api/properties/5/reviews' ? { body: propertyReviews() } : undefined,
    );
    renderWithRouter(<PropertyReviews propertyId={5} />);
    expect(await screen.findByText('4,6')).toBeInTheDocument();
    expect(screen.getByText('12 avis')).toBeInTheDocument();
    expect(screen.getByText('Séjour en octobre 2026', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir tous les avis' })).toBeInTheDocument();
  });
});
