import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInAs } from '@/test/api-mock';
import { stubFetch } from '@/test/properties';
import { renderApp } from '@/test/render';

const helpPage = (slug: string, title: string, html: string) => ({
  slug,
  locale: 'en',
  title,
  description: 'A page of help.',
  html,
});

describe('a help page', { timeout: 30_000 }, () => {
  it('shows the server’s HTML with the other help pages beside it; its links stay in the app', async () => {
    const requests = stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: null } };
      if (request.url.pathname === '/api/help/faq')
        return {
          body: helpPage(
            'faq',
            'Frequently asked questions',
            '<h1>Frequently asked questions</h1><h2>Paying</h2><p>Pay at the property. <a href="/help/terms">Terms</a></p>',
          ),
        };
      if (request.url.pathname === '/api/help/terms')
        return { body: helpPage('terms', 'Terms and conditions', '<h1>Terms and conditions</h1>') };
      return undefined;
    });
    const { user } = renderApp('/help/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Paying' })).toBeVisible();
    expect(document.title).toBe('Frequently asked questions · Ikaze');
    const nav = screen.getByRole('navigation', { name: 'Help pages' });
    expect(within(nav).getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Partner help' })).toHaveAttribute('href', '/help/partners');
    // No contact form but on the contact page.
    expect(screen.queryByRole('form', { name: 'Write to us' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Terms' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(
      requests.filter((r) => r.url.pathname.startsWith('/api/help/')).map((r) => r.url.pathname),
    ).toEqual(['/api/help/faq', '/api/help/terms']);
  });

  it('of an unknown name says so, without asking the server', async () => {
    const requests = stubFetch((request) =>
      request.url.pathname === '/api/me' ? { body: { user: null } } : undefined,
    );
    renderApp('/help/nothing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help page not found' })).toBeVisible();
    expect(requests.some((r) => r.url.pathname.startsWith('/api/help/'))).toBe(false);
  });
});

describe('the contact form', { timeout: 30_000 }, () => {
  it('is prefilled for a signed-in person, checks its fields, sends, and shows the server’s answer', async () => {
    const person = makeUser({ FirstName: 'Aline', LastName: 'Uwase', Email: 'aline@example.rw' });
    signedInAs(person);
    const requests = stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: person } };
      if (request.url.pathname === '/api/help/contact')
        return {
          body: helpPage('contact', 'Contact customer services', '<h1>Contact customer services</h1>'),
        };
      if (request.method === 'POST' && request.url.pathname === '/api/contact_requests')
        return { status: 201, body: { id: 4, message: 'Thank you. Your message has reached our team.' } };
      return undefined;
    });
    const { user } = renderApp('/help/contact');
    const form = await screen.findByRole('form', { name: 'Write to us' });
    expect(within(form).getByRole('textbox', { name: 'Your name' })).toHaveValue('Aline Uwase');
    expect(within(form).getByRole('textbox', { name: 'Your email' })).toHaveValue('aline@example.rw');

    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Late arrival');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Please write a message of at least 10 characters.')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: 'Message' }), ', we land at 23:00.');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Thank you. Your message has reached our team.')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Aline Uwase',
      email: 'aline@example.rw',
      subject: 'Late arrival',
      message: 'Hi, we land at 23:00.',
    });
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('shows the server’s refusal, e.g. too many messages', async () => {
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: null } };
      if (request.url.pathname === '/api/help/contact')
        return {
          body: helpPage('contact', 'Contact customer services', '<h1>Contact customer services</h1>'),
        };
      if (request.method === 'POST')
        return {
          status: 429,
          body: {
            code: 'RATE_LIMITED',
            message: 'You can send at most 5 messages an hour. Please try again in 12 minutes.',
          },
        };
      return undefined;
    });
    const { user } = renderApp('/help/contact');
    const form = await screen.findByRole('form', { name: 'Write to us' });
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Eric');
    await user.type(within(form).getByRole('textbox', { name: 'Your email' }), 'eric@example.rw');
    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Hosting');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'How do I list two lodges?');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(
      await within(form).findByText(
        'You can send at most 5 messages an hour. Please try again in 12 minutes.',
      ),
    ).toBeVisible();
  });
});

describe('the admins’ contact requests', { timeout: 30_000 }, () => {
  it('lists the messages with their sender, a mail link and the account', async () => {
    const admin = makeUser({ UserID: 1, Role: 'admin', Username: 'admin' });
    signedInAs(admin);
    stubFetch((request) => {
      if (request.url.pathname === '/api/me') return { body: { user: admin } };
      if (request.url.pathname === '/api/contact_requests')
        return {
          body: {
            items: [
              {
                id: 3,
                name: 'Aline Uwase',
                email: 'aline@example.rw',
                subject: 'Late arrival',
                message: 'We land at 23:00.',
                userId: 7,
                username: 'aline',
                locale: 'fr',
                createdAt: '2026-11-20T10:00:00.000Z',
              },
            ],
            total: 1,
            page: 1,
            pageSize: 20,
          },
        };
      return undefined;
    });
    renderApp('/dashboard/admin/contact-requests');
    const item = await screen.findByRole('article', { name: 'Late arrival' });
    expect(within(item).getByRole('link', { name: 'aline@example.rw' })).toHaveAttribute(
      'href',
      'mailto:aline@example.rw',
    );
    expect(within(item).getByText(/From Aline Uwase/)).toHaveTextContent(
      'From Aline Uwase (aline@example.rw), on 20 November 2026, in Français',
    );
    expect(within(item).getByText('Account: aline', { exact: false })).toBeVisible();
    expect(within(item).getByText('We land at 23:00.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact requests' })).toHaveAttribute(
      'href',
      '/dashboard/admin/contact-requests',
    );
  });
});
