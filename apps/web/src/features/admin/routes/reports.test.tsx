import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

// Canvas drawing is for the browser tests; here the lazily loaded chart module is a stand-in.
vi.mock('@/features/admin/components/report-charts', () => ({
  default: () => <p>Charts drawn</p>,
}));
vi.mock('@/features/admin/components/finance-chart', () => ({
  default: () => <p>Finance chart drawn</p>,
}));
vi.mock('@/features/admin/components/taxes-chart', () => ({
  default: () => <p>Taxes chart drawn</p>,
}));

const admin = makeUser({
  UserID: 1,
  Username: 'admin',
  FirstName: 'Aline',
  LastName: 'Uwase',
  Role: 'admin',
});

const cards = [
  {
    reportType: 'properties',
    title: 'Properties',
    count: 51,
    items: ['Kivu Breeze', 'Nyungwe Lodge', 'Kigali Heights'],
  },
  { reportType: 'hosts', title: 'Hosts', count: 6, items: ['Jean Habimana', 'Claudine Mukamana', 'A B'] },
  { reportType: 'clients', title: 'Clients', count: 2, items: ['Eric Niyonzima', 'Grace Ingabire'] },
  { reportType: 'bookings', title: 'Bookings', count: 120, items: ['Booking #120 · Kivu Breeze · pending'] },
];

const charts = {
  bookingsPerWeek: [{ week: '2025-11-03', pending: 2, confirmed: 3, cancelled: 1, refunded: 0, expired: 0 }],
  revenueByMonth: [{ month: '2025-11', revenue: 450000 }],
  propertiesByDestination: [{ destination: 'Kigali', count: 20 }],
};

function signInAdmin(extra: Parameters<typeof mockApi>[0] = {}) {
  signedInAs(admin);
  return mockApi({ 'GET /api/me': () => ({ body: { user: admin } }), ...extra });
}

describe('admin reports', () => {
  it("shows 'Manage Reports' cards with count, the first items then '...', View Report and Download", async () => {
    signInAdmin({
      'GET /api/reports': () => ({ body: cards }),
      'GET /api/reports/charts': () => ({ body: charts }),
    });
    renderApp('/dashboard/admin/reports');
    expect(await screen.findByRole('heading', { name: 'Manage Reports' })).toBeInTheDocument();
    const properties = await screen.findByRole('article', { name: 'Properties' });
    expect(within(properties).getByText('51')).toBeInTheDocument();
    expect(within(properties).getByText('Nyungwe Lodge')).toBeInTheDocument();
    expect(within(properties).getByText('...')).toBeInTheDocument();
    expect(within(properties).getByRole('link', { name: 'View Report: Properties' })).toHaveAttribute(
      'href',
      '/dashboard/admin/reports/properties',
    );
    const download = within(properties).getByRole('link', { name: 'Download Properties report (CSV)' });
    expect(download).toHaveAttribute('href', '/api/reports/properties/csv');
    expect(download).toHaveAttribute('download');
    // Two clients, both shown: no '...'.
    expect(within(screen.getByRole('article', { name: 'Clients' })).queryByText('...')).toBeNull();

    expect(await screen.findByText('Charts drawn')).toBeInTheDocument();
    // The charts' numbers, readable without the canvas.
    expect(screen.getByRole('table', { name: 'Revenue per month (confirmed bookings)' })).toHaveTextContent(
      'RWF 450,000',
    );
  });

  it("says 'Report not found' for an unknown report type, with 'Back to Reports'", async () => {
    const calls = signInAdmin();
    renderApp('/dashboard/admin/reports/payments');
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Reports' })).toHaveAttribute(
      'href',
      '/dashboard/admin/reports',
    );
    expect(calls.some((c) => c.key.startsWith('GET /api/reports/payments'))).toBe(false);
  });

  it("says 'Report not found' when the API does not know the report", async () => {
    signInAdmin({
      'GET /api/reports/hosts?page=1&pageSize=10': () => ({
        status: 404,
        body: { message: 'Report not found', error: 'Report not found' },
      }),
    });
    renderApp('/dashboard/admin/reports/hosts');
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeInTheDocument();
  });

  it('shows a report: title, total count and its items, paged', async () => {
    signInAdmin({
      'GET /api/reports/hosts?page=1&pageSize=10': () => ({
        body: {
          reportType: 'hosts',
          title: 'Hosts',
          count: 12,
          page: 1,
          pageSize: 10,
          items: Array.from({ length: 10 }, (_, i) => ({
            id: 100 - i,
            label: `Host ${100 - i}`,
            detail: `host${100 - i} · 0788000000 · Active`,
            createdAt: '2025-11-03T08:00:00.000Z',
          })),
        },
      }),
    });
    renderApp('/dashboard/admin/reports/hosts');
    expect(await screen.findByRole('heading', { name: 'Hosts' })).toBeInTheDocument();
    expect(await screen.findByText('Host 100')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Reports' })).toBeInTheDocument();
  });

  it('shows the finance summary per month, its chart and its CSV', async () => {
    const month = (name: string, moneyIn: number, owedToHosts: number) => ({
      month: name,
      moneyIn,
      refunded: 20_000,
      commission: 12_000,
      paidOut: 50_000,
      owedToHosts,
      refundsOwed: 0,
    });
    signInAdmin({
      'GET /api/reports': () => ({ body: cards }),
      'GET /api/reports/charts': () => ({ body: charts }),
      'GET /api/admin/finance/summary': () => ({
        body: {
          from: '2025-10',
          to: '2025-11',
          months: [month('2025-10', 100_000, 38_000), month('2025-11', 250_000, 206_000)],
        },
      }),
    });
    renderApp('/dashboard/admin/reports');
    expect(await screen.findByRole('heading', { name: 'Finance' })).toBeInTheDocument();
    expect(await screen.findByText('Finance chart drawn')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Money per month (RWF), from the ledger' });
    const november = within(table).getByRole('row', { name: /November 2025/ });
    expect(november).toHaveTextContent(
      'November 2025RWF 250,000RWF 20,000RWF 12,000RWF 50,000RWF 206,000RWF 0',
    );
    expect(screen.getByRole('link', { name: 'Download the finance summary (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/finance/summary.csv',
    );
  });

  it('shows the taxes collected per month, their chart and their CSV', async () => {
    signInAdmin({
      'GET /api/reports': () => ({ body: cards }),
      'GET /api/reports/charts': () => ({ body: charts }),
      'GET /api/admin/taxes/summary': () => ({
        body: {
          months: [
            {
              month: '2025-11',
              roomCharge: 146_674,
              vat: 8_925,
              tourismTax: 4_401,
              vatRefunded: 4_463,
              tourismTaxRefunded: 743,
              roomChargeVatRegistered: 49_587,
            },
          ],
        },
      }),
    });
    renderApp('/dashboard/admin/reports');
    expect(await screen.findByRole('heading', { name: 'Taxes collected' })).toBeInTheDocument();
    expect(await screen.findByText('Taxes chart drawn')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Taxes per month (RWF)' });
    expect(within(table).getByRole('row', { name: /November 2025/ })).toHaveTextContent(
      'November 2025RWF 146,674RWF 8,925RWF 4,401RWF 4,463RWF 743RWF 49,587',
    );
    expect(screen.getByRole('link', { name: 'Download the taxes collected (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/taxes/summary.csv',
    );
  });

  it('speaks French: the cards, the charts’ tables with their status headers, money and months', async () => {
    await activateLocaleWithAllFeatures('fr');
    signInAdmin({
      'GET /api/reports': () => ({ body: cards }),
      'GET /api/reports/charts': () => ({ body: charts }),
    });
    renderApp('/dashboard/admin/reports');
    expect(await screen.findByRole('heading', { name: 'Gérer les rapports' })).toBeInTheDocument();
    const properties = await screen.findByRole('article', { name: 'Logements' });
    expect(
      within(properties).getByRole('link', { name: 'Voir le rapport\u00a0: Logements' }),
    ).toBeInTheDocument();
    expect(
      within(properties).getByRole('link', { name: 'Télécharger le rapport\u00a0: Logements (CSV)' }),
    ).toHaveAttribute('href', '/api/reports/properties/csv');

    const weekly = await screen.findByRole('table', { name: 'Réservations par semaine et par statut' });
    expect(within(weekly).getByRole('columnheader', { name: 'Semaine' })).toBeInTheDocument();
    expect(within(weekly).getByRole('columnheader', { name: 'Confirmée' })).toBeInTheDocument();
    expect(within(weekly).getByRole('rowheader')).toHaveTextContent('Semaine du 3 nov. 2025');
    const revenue = screen.getByRole('table', {
      name: 'Chiffre d’affaires par mois (réservations confirmées)',
    });
    expect(within(revenue).getByRole('rowheader')).toHaveTextContent('novembre 2025');
    // French money: a narrow no-break space between thousands, the code after the amount.
    expect(revenue.textContent).toContain('450\u202f000\u00a0RWF');
    expect(
      screen.getByText('Afficher les chiffres des graphiques sous forme de tableaux'),
    ).toBeInTheDocument();
  });

  it('speaks Kinyarwanda on a report’s page: title, total, column headers and dates', async () => {
    await activateLocaleWithAllFeatures('rw');
    signInAdmin({
      'GET /api/reports/hosts?page=1&pageSize=10': () => ({
        body: {
          reportType: 'hosts',
          title: 'Hosts',
          count: 1200,
          page: 1,
          pageSize: 10,
          items: [{ id: 7, label: 'Jean Habimana', detail: 'jean', createdAt: '2025-11-03T08:00:00.000Z' }],
        },
      }),
    });
    renderApp('/dashboard/admin/reports/hosts');
    expect(await screen.findByRole('heading', { name: 'Ba nyir’amazu' })).toBeInTheDocument();
    expect(await screen.findByText('Jean Habimana')).toBeInTheDocument();
    expect(screen.getByText('1.200')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Itariki byashyiriweho' })).toBeInTheDocument();
    expect(screen.getByText('3 Ugushyingo 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subira kuri raporo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kuramo raporo: Ba nyir’amazu (CSV)' })).toBeInTheDocument();
  });
});
