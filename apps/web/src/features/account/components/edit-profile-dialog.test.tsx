// The profile's edit dialog (docs/money.md#payouts): changing where payouts go asks for the password again, and
// only then; other edits send no password and no payout fields.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const host = makeUser({ UserID: 7, Role: 'host', MomoCode: '0788111222', BankAccountNumber: null });

async function openEditor() {
  signedInAs(host);
  const calls = mockApi({
    'GET /api/me': () => ({ body: { user: host } }),
    'GET /api/users/7': () => ({ body: host }),
    'PUT /api/users/7': () => ({ body: { ...host, message: 'Profile updated.' } }),
  });
  renderApp('/dashboard/host/profile');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return { calls, user, dialog: await screen.findByRole('dialog', { name: 'Edit Profile' }) };
}

describe('editing the payout details', () => {
  it('asks for the current password once the MoMo code differs, and sends it with the change', async () => {
    const { calls, user, dialog } = await openEditor();
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    const momo = within(dialog).getByLabelText('MoMo code');
    await user.clear(momo);
    await user.type(momo, '0788999000');
    await user.type(within(dialog).getByLabelText('Current password'), 'correct-horse-battery');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile updated.');
    expect(calls.find((c) => c.key === 'PUT /api/users/7')?.body).toMatchObject({
      MomoCode: '0788999000',
      CurrentPassword: 'correct-horse-battery',
    });
  });

  it('sends neither the password nor the payout details with other edits', async () => {
    const { calls, user, dialog } = await openEditor();
    await user.type(within(dialog).getByLabelText('Short description'), 'Hosting since 2020');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile updated.');
    const body = calls.find((c) => c.key === 'PUT /api/users/7')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('CurrentPassword');
    expect(body).not.toHaveProperty('MomoCode');
  });
});
