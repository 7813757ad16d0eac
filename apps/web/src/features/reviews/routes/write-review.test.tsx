import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeUser, signedInAs } from '@/test/api-mock';
import { stubFetch } from '@/test/properties';
import { renderApp } from '@/test/render';
import { review } from '@/test/reviews';

const guest = makeUser({ UserID: 7 });
const TEXT = 'A quiet room above the lake, and breakfast on the terrace.';

function stubReviewApi(answer: (body: unknown) => { status?: number; body?: unknown }) {
  return stubFetch((request) => {
    if (request.url.pathname === '/api/me') return { body: { user: guest } };
    if (request.url.pathname === '/api/bookings') return { body: [] };
    if (request.url.pathname === '/api/reviews/40')
      return { body: review({ id: 40, canEdit: true, overall: 3 }) };
    if (request.url.pathname === '/api/bookings/12/review') return answer(request.body);
    return undefined;
  });
}

const group = (name: string) => screen.getByRole('group', { name });

describe('writing a review', { timeout: 30_000 }, () => {
  it('takes five star scores by keyboard or click and the text, then goes back to My bookings', async () => {
    signedInAs(guest);
    const requests = stubReviewApi((body) => ({
      status: 201,
      body: review({ ...(body as object), id: 41 }),
    }));
    const { user, router } = renderApp('/dashboard/user/bookings/12/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Write a review' })).toBeInTheDocument();

    // Sent empty: every score and the text say what they need, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(
      await within(group('Overall')).findByText('Each score must be a whole number from 1 to 5.'),
    ).toBeVisible();
    expect(screen.getByText('A review is 20 to 2,000 characters long.')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    // Overall by keyboard: the first star, then the arrow moves the choice.
    await user.click(within(group('Overall')).getByRole('radio', { name: '4 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group('Overall')).getByRole('radio', { name: '5 stars' })).toBeChecked();
    for (const [name, stars] of [
      ['Cleanliness', '4 stars'],
      ['Location', '5 stars'],
      ['Value', '3 stars'],
      ['Welcome', '5 stars'],
    ] as const)
      await user.click(within(group(name)).getByRole('radio', { name: stars }));
    const text = screen.getByRole('textbox', { name: 'Your review' });
    await user.type(text, TEXT);
    expect(screen.getByText(`${TEXT.length} of 2,000 characters`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Thank you! Your review is published.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/bookings'));
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ overall: 5, cleanliness: 4, location: 5, value: 3, welcome: 5, text: TEXT });
  });

  it('shows the server’s refusals: on the text field when it names it, above the form otherwise', async () => {
    signedInAs(guest);
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'text', message: 'Say it in other words.' },
    };
    stubReviewApi(() => answer);
    const { user } = renderApp('/dashboard/user/bookings/12/review?review=40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit review' })).toBeInTheDocument();
    // The saved review fills the form.
    expect(await screen.findByRole('textbox', { name: 'Your review' })).toHaveValue(review().text);
    expect(within(group('Overall')).getByRole('radio', { name: '3 stars' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save review' }));
    const text = screen.getByRole('textbox', { name: 'Your review' });
    expect(await screen.findByText('Say it in other words.')).toBeVisible();
    expect(text).toHaveAttribute('aria-invalid', 'true');

    answer = {
      status: 409,
      body: {
        code: 'REVIEW_WINDOW_CLOSED',
        message: 'Reviews can be written and edited until 14 days after check-out: this time has passed.',
      },
    };
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('this time has passed');
  });

  it('speaks Kinyarwanda', async () => {
    await activateLocaleWithAllFeatures('rw');
    signedInAs(guest);
    stubReviewApi(() => ({ status: 500 }));
    renderApp('/dashboard/user/bookings/12/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Andika igitekerezo' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Isuku' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subira ku byo nabikishije' })).toBeInTheDocument();
  });
});
