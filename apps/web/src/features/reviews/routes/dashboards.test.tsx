import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInAs } from '@/test/api-mock';
import { stubFetch } from '@/test/properties';
import { renderApp } from '@/test/render';
import { moderatedReview, review } from '@/test/reviews';

const host = makeUser({ UserID: 2, Role: 'host', Username: 'host' });
const admin = makeUser({ UserID: 1, Role: 'admin', Username: 'admin' });
const paged = <T,>(reviews: T[]) => ({ reviews, page: 1, pageSize: 10, total: reviews.length });
const reply = { text: 'Murakoze!', createdAt: '2026-10-01T08:00:00Z', updatedAt: '2026-10-01T08:00:00Z' };

describe('the host’s reviews', { timeout: 30_000 }, () => {
  it('replies to a review, and offers Edit reply only while the reply may change', async () => {
    signedInAs(host);
    const requests = stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: host } };
      if (request.url.pathname === '/api/host/reviews')
        return {
          body: paged([
            review({ id: 7, authorFirstName: 'Aline', canReply: true }),
            review({ id: 8, authorFirstName: 'Eric', canReply: false, reply }),
          ]),
        };
      if (request.method === 'PUT' && request.url.pathname === '/api/reviews/7/reply')
        return { body: review({ id: 7, reply: { ...reply, text: 'Thank you, Aline.' } }) };
      return undefined;
    });
    const { user } = renderApp('/dashboard/host/reviews');
    const aline = await screen.findByRole('article', { name: 'Aline' });
    const eric = screen.getByRole('article', { name: 'Eric' });
    expect(within(eric).getByText('Murakoze!')).toBeInTheDocument();
    expect(within(eric).queryByRole('button')).toBeNull();

    await user.click(within(aline).getByRole('button', { name: 'Reply to Aline' }));
    const box = within(aline).getByRole('textbox', { name: 'Your reply' });
    expect(box).toHaveFocus();
    await user.click(within(aline).getByRole('button', { name: 'Publish reply' }));
    expect(await within(aline).findByText('A reply is 1 to 2,000 characters long.')).toBeVisible();
    await user.type(box, 'Thank you, Aline.');
    await user.click(within(aline).getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Your reply is published.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ text: 'Thank you, Aline.' });
    // The nav links the screen like the others.
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/dashboard/host/reviews');
  });
});

describe('the admin’s reported reviews', { timeout: 30_000 }, () => {
  it('shows the reports, hides with a required reason, dismisses, and publishes a hidden one again', async () => {
    signedInAs(admin);
    const requests = stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: admin } };
      if (request.url.pathname === '/api/admin/reviews')
        return {
          body:
            request.url.searchParams.get('status') === 'hidden'
              ? paged([
                  moderatedReview({
                    id: 9,
                    authorFirstName: 'Paul',
                    status: 'hidden',
                    hiddenReason: 'Insults',
                  }),
                ])
              : paged([
                  moderatedReview({
                    id: 7,
                    authorFirstName: 'Aline',
                    reportCount: 2,
                    reports: [
                      { reason: 'Not about the stay', createdAt: '2026-10-02T08:00:00Z' },
                      { reason: 'Spam', createdAt: '2026-10-03T08:00:00Z' },
                    ],
                  }),
                ]),
        };
      if (request.method === 'PUT' && request.url.pathname.endsWith('/status')) return { body: review() };
      if (request.method === 'POST' && request.url.pathname === '/api/reviews/7/reports/dismiss')
        return { body: review() };
      return undefined;
    });
    const { user } = renderApp('/dashboard/admin/reviews');
    const aline = await screen.findByRole('article', { name: 'Aline' });
    expect(within(aline).getByText('2 reports')).toBeInTheDocument();
    expect(within(aline).getByText('Not about the stay')).toBeInTheDocument();

    await user.click(within(aline).getByRole('button', { name: 'Hide the review by Aline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the review by Aline' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(
      await within(dialog).findByText('Say why the review is hidden (5 to 500 characters).'),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not about this stay');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The review is hidden.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      status: 'hidden',
      reason: 'Not about this stay',
    });

    await user.click(within(aline).getByRole('button', { name: 'Dismiss report on the review by Aline' }));
    expect(await screen.findByText('The reports are dismissed.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Hidden');
    const paul = await screen.findByRole('article', { name: 'Paul' });
    expect(paul).toHaveTextContent('Insults');
    await user.click(within(paul).getByRole('button', { name: 'Publish again the review by Paul' }));
    expect(await screen.findByText('The review is published again.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ status: 'published' });
  });
});
