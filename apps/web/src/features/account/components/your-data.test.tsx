// The profile's 'Your data' section (docs/decisions/0031-your-data.md): the download links, and the deletion
// dialog with the API's refusals and its success.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const host = makeUser({ UserID: 7, Role: 'host' });

function openProfile(deleteAnswer: { status?: number; body?: unknown }) {
  signedInAs(host);
  const calls = mockApi({
    'GET /api/me': () => ({ body: { user: host } }),
    'GET /api/users/7': () => ({ body: host }),
    'DELETE /api/me': () => deleteAnswer,
  });
  renderApp('/dashboard/host/profile');
  return calls;
}

async function deleteWith(password: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
  return dialog;
}

describe('your data', () => {
  it('offers the JSON and CSV downloads as links the browser saves', async () => {
    openProfile({});
    expect(await screen.findByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/me/export',
    );
    expect(screen.getByRole('link', { name: 'Download my bookings (CSV)' })).toHaveAttribute(
      'href',
      '/api/me/export/bookings.csv',
    );
  });

  it("lists a host's bookings still to resolve, each with a way to write to the guest", async () => {
    const message =
      'Your properties have 2 upcoming bookings (pending or confirmed). Decline or resolve them with your guests before you delete your account: #12, #15.';
    const calls = openProfile({
      status: 409,
      body: { code: 'HOST_HAS_UPCOMING_BOOKINGS', message, params: { n: 2, bookings: '12,15' } },
    });
    const dialog = await deleteWith('my-secret-password');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Booking #12: write to the guest' })).toHaveAttribute(
      'href',
      '/dashboard/host/messages/booking/12',
    );
    expect(within(dialog).getByRole('link', { name: 'Booking #15: write to the guest' })).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'DELETE /api/me')?.body).toEqual({ password: 'my-secret-password' });
  });

  it('shows a wrong password at the field', async () => {
    openProfile({
      status: 400,
      body: {
        code: 'WRONG_PASSWORD',
        field: 'password',
        message: 'That password is not right. Your account was not deleted.',
      },
    });
    const dialog = await deleteWith('nope');
    const field = within(dialog).getByLabelText('Password');
    expect(
      await within(dialog).findByText('That password is not right. Your account was not deleted.'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs out and says so on the home page once deleted', async () => {
    openProfile({ body: { message: 'Your account was deleted. Thank you for using Ikaze.' } });
    await deleteWith('my-secret-password');
    expect(
      await screen.findByText('Your account was deleted. Thank you for using Ikaze.'),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(window.localStorage.getItem('ikaze.session')).toBeNull();
  });
});
