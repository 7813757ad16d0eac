import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

describe('public profile', () => {
  const me = makeUser({ UserID: 7 });

  it('shows the full name, email, username and phone', async () => {
    signedInAs(me);
    mockApi({
      'GET /api/me': () => ({ body: { user: me } }),
      'GET /api/users/7': () => ({ body: me }),
    });
    renderApp('/profile/7');
    expect(await screen.findByText('Diane Mutesi')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('diane@example.rw')).toBeInTheDocument();
    expect(main.getByText('mutesi')).toBeInTheDocument();
    expect(main.getByText('0788123456')).toBeInTheDocument();
  });

  it("says 'Error fetching user data' when the API fails", async () => {
    signedInAs(me);
    mockApi({
      'GET /api/me': () => ({ body: { user: me } }),
      'GET /api/users/3': () => ({
        status: 403,
        body: { code: 'FORBIDDEN', message: 'You are not allowed to do this.' },
      }),
    });
    renderApp('/profile/3');
    expect(await screen.findByText('Error fetching user data')).toBeInTheDocument();
  });

  it('says why when the person is not shared with you (no booking with them)', async () => {
    signedInAs(me);
    mockApi({
      'GET /api/me': () => ({ body: { user: me } }),
      'GET /api/users/3': () => ({
        status: 403,
        body: { code: 'PROFILE_NOT_SHARED', message: 'Some server wording.' },
      }),
    });
    renderApp('/profile/3');
    expect(
      await screen.findByText("You can see this person's details only while you have a booking with them."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Error fetching user data')).not.toBeInTheDocument();
  });
});
