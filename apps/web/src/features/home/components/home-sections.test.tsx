import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProperty, makeRoomType, stubFetch } from '@/test/properties';
import { renderWithRouter } from '@/test/render';
import { AvailableDeals } from './available-deals';
import { VisitRwanda } from './visit-rwanda';

describe('Available deals for you!', { timeout: 30_000 }, () => {
  it('asks the server for 3 a page by discount and pages with first, neighbours, last and ellipses', async () => {
    const requests = stubFetch((request) => {
      if (request.url.pathname !== '/api/properties') return undefined;
      const page = Number(request.url.searchParams.get('page'));
      return {
        body: [0, 1, 2].map((i) =>
          makeProperty({
            id: page * 10 + i,
            name: `Deal ${page}.${i}`,
            roomTypes: [makeRoomType({ discount: i === 2 ? 0 : 20 })],
          }),
        ),
        headers: { 'X-Total-Count': '30' },
      };
    });
    const { user } = renderWithRouter(<AvailableDeals />);
    expect(await screen.findByRole('heading', { name: 'Deal 1.0' })).toBeInTheDocument();
    expect(requests[0]!.url.search).toBe('?sort=discount&pageSize=3&page=1&view=card');

    // Every item of the control, the hidden ellipses included, as it reads.
    const pages = () =>
      Array.from(screen.getByRole('navigation', { name: 'Deals pages' }).querySelectorAll('li'), (item) =>
        item.textContent?.trim()
          ? item.textContent.trim()
          : item.querySelector('button')?.getAttribute('aria-label'),
      );
    expect(pages()).toEqual(['Previous page', '1', '2', '…', '10', 'Next page']);

    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(await screen.findByRole('heading', { name: 'Deal 10.0' })).toBeInTheDocument();
    expect(pages()).toEqual(['Previous page', '1', '…', '9', '10', 'Next page']);
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    await user.click(await screen.findByRole('button', { name: 'Page 8' }));
    await user.click(await screen.findByRole('button', { name: 'Page 7' }));
    await user.click(await screen.findByRole('button', { name: 'Page 6' }));
    await user.click(await screen.findByRole('button', { name: 'Page 5' }));
    expect(await screen.findByRole('heading', { name: 'Deal 5.0' })).toBeInTheDocument();
    expect(pages()).toEqual(['Previous page', '1', '…', '4', '5', '6', '…', '10', 'Next page']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    // The badge shows only a discount above 0; every card opens the detail page.
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).getByText('20% OFF')).toBeInTheDocument();
    expect(within(cards[2]!).queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: /^More\.\.\./ })).toHaveAttribute(
      'href',
      '/accommodation-detail/50',
    );
  });
});

describe('Visit Rwanda', () => {
  it('has six places, wraps around and searches the nearest properties', async () => {
    const { user, router } = renderWithRouter(<VisitRwanda />);
    const slide = () => screen.getByRole('group', { name: /of 6:/ });
    expect(slide()).toHaveAccessibleName('1 of 6: Kigali');
    await user.click(screen.getByRole('button', { name: 'Previous place' }));
    expect(slide()).toHaveAccessibleName('6 of 6: Karongi');
    await user.click(screen.getByRole('button', { name: 'Next place' }));
    expect(slide()).toHaveAccessibleName('1 of 6: Kigali');
    await user.keyboard('{ArrowRight}');
    expect(slide()).toHaveAccessibleName('2 of 6: Musanze');
    await user.click(screen.getByRole('button', { name: 'Show Kayonza' }));
    expect(slide()).toHaveAccessibleName('3 of 6: Kayonza');
    await user.click(screen.getByRole('link', { name: /See Nearest Properties/ }));
    expect(router.state.location.pathname).toBe('/search-results');
    expect(router.state.location.search).toBe('?destination=Kayonza');
  });
});
