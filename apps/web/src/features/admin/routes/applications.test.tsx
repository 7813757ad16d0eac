import type { Application } from '@ikaze/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const admin = makeUser({
  UserID: 1,
  Username: 'admin',
  FirstName: 'Aline',
  LastName: 'Uwase',
  Role: 'admin',
});

const application = (overrides: Partial<Application> = {}): Application => ({
  id: 12,
  hostId: 3,
  hostName: 'Claudine Mukamana',
  propertyId: 40,
  propertyName: 'Rubavu Pearl Hotel',
  status: 'pending',
  recommendation: null,
  createdAt: '2025-11-03T08:00:00.000Z',
  ...overrides,
});

const LIST = 'GET /api/listing_applications?status=pending&sort=id&order=asc&page=1&pageSize=10';
const page = (applications: Application[]) => ({
  body: { applications, total: applications.length, page: 1, pageSize: 10 },
});

function signInAdmin(handlers: Parameters<typeof mockApi>[0]) {
  signedInAs(admin);
  return mockApi({ 'GET /api/me': () => ({ body: { user: admin } }), ...handlers });
}

describe('admin applications', () => {
  it('lists pending applications with links to the host profile and the property', async () => {
    signInAdmin({ [LIST]: () => page([application()]) });
    renderApp('/dashboard/admin/applications');
    const row = (await screen.findByText('Rubavu Pearl Hotel')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Claudine Mukamana' })).toHaveAttribute(
      'href',
      '/profile/3',
    );
    expect(within(row).getByRole('link', { name: 'Rubavu Pearl Hotel' })).toHaveAttribute(
      'href',
      '/property/40',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(screen.getByLabelText('Start date')).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toBeInTheDocument();
  });

  it('accepts an application, shows the server message and refetches', async () => {
    let accepted = false;
    const calls = signInAdmin({
      [LIST]: () => page(accepted ? [] : [application()]),
      'PUT /api/listing_applications/12': () => {
        accepted = true;
        return {
          body: { message: 'Application approved.', application: application({ status: 'approved' }) },
        };
      },
    });
    const { user } = renderApp('/dashboard/admin/applications');
    await user.click(
      await screen.findByRole('button', { name: 'Accept application 12 (Rubavu Pearl Hotel)' }),
    );
    // Asked once more, saying what will happen; nothing is sent before.
    const dialog = await screen.findByRole('dialog', { name: 'Accept application 12?' });
    expect(dialog).toHaveTextContent('Rubavu Pearl Hotel becomes visible to guests, and the host is told.');
    expect(calls.some((c) => c.key === 'PUT /api/listing_applications/12')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Application approved.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/listing_applications/12')?.body).toEqual({
      status: 'approved',
    });
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
  });

  it("rejects only with a reason for the host, and shows 'Failed to reject application.' when the API refuses", async () => {
    const calls = signInAdmin({
      [LIST]: () => page([application()]),
      'PUT /api/listing_applications/12': () => ({ status: 500, body: { message: 'Boom' } }),
    });
    const { user } = renderApp('/dashboard/admin/applications');
    await user.click(
      await screen.findByRole('button', { name: 'Reject application 12 (Rubavu Pearl Hotel)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject application 12?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText('Why it is not approved (the host reads it)'),
      'Add pictures of the rooms.',
    );
    await user.click(confirm);
    expect(await screen.findByText('Failed to reject application.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/listing_applications/12')?.body).toEqual({
      status: 'rejected',
      recommendation: 'Add pictures of the rooms.',
    });
  });

  it('saves a recommendation from a dialog', async () => {
    let saved: string | null = null;
    const calls = signInAdmin({
      [LIST]: () => page([application({ recommendation: saved })]),
      'PUT /api/listing_applications/12': ({ body }) => {
        saved = (body as { recommendation: string }).recommendation;
        return {
          body: { message: 'Recommendation saved.', application: application({ recommendation: saved }) },
        };
      },
    });
    const { user } = renderApp('/dashboard/admin/applications');
    await user.click(
      await screen.findByRole('button', {
        name: 'Write recommendation for application 12 (Rubavu Pearl Hotel)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Recommendation' });
    await user.type(within(dialog).getByLabelText('Recommendation'), 'Add pictures of the pool.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recommendation saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/listing_applications/12')?.body).toEqual({
      recommendation: 'Add pictures of the pool.',
    });
    expect(await screen.findByText('Add pictures of the pool.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch applications.' and keeps the filters in the URL", async () => {
    signInAdmin({
      'GET /api/listing_applications?status=all&startDate=2025-11-01&sort=id&order=asc&page=2&pageSize=20':
        () => ({ status: 400, body: { message: 'The request is not valid.' } }),
    });
    renderApp('/dashboard/admin/applications?status=all&startDate=2025-11-01&page=2&pageSize=20');
    expect(await screen.findByText('Failed to fetch applications.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  });

  it('speaks Kinyarwanda: headers, the status badge, the decisions and their failure popup', async () => {
    await activateLocaleWithAllFeatures('rw');
    signInAdmin({
      [LIST]: () => page([application()]),
      'PUT /api/listing_applications/12': () => ({ status: 500, body: { message: 'Boom' } }),
    });
    const { user } = renderApp('/dashboard/admin/applications');
    expect(await screen.findByRole('heading', { name: 'Ubusabe' })).toBeInTheDocument();
    const row = (await screen.findByText('Rubavu Pearl Hotel')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Izina rya nyir’inzu' })).toBeInTheDocument();
    expect(within(row).getByText('Bitegereje')).toBeInTheDocument();
    expect(within(row).getByText('Bwoherejwe ku wa 3 Ugushyingo 2025')).toBeInTheDocument();
    expect(within(row).getByText('Nta nama iratangwa')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Imiterere' })).toHaveValue('pending');
    await user.click(within(row).getByRole('button', { name: 'Yanga ubusabe 12 (Rubavu Pearl Hotel)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wanga ubusabe 12?' });
    await user.type(within(dialog).getByLabelText('Impamvu butemewe (nyir’inzu arabisoma)'), 'Nta mafoto.');
    await user.click(within(dialog).getByRole('button', { name: 'Yanga' }));
    expect(await screen.findByText('Ntibyakunze kwanga ubusabe.')).toBeInTheDocument();
  });

  it('speaks French in the recommendation dialog', async () => {
    await activateLocaleWithAllFeatures('fr');
    signInAdmin({ [LIST]: () => page([application({ status: 'approved', recommendation: 'Bien.' })]) });
    const { user } = renderApp('/dashboard/admin/applications');
    const row = (await screen.findByText('Rubavu Pearl Hotel')).closest('tr')!;
    expect(within(row).getByText('Approuvée')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', {
        name: 'Modifier la recommandation de la demande 12 (Rubavu Pearl Hotel)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Recommandation' });
    expect(
      within(dialog).getByText('2 000 caractères au maximum. Laissez le champ vide pour la supprimer.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });
});
