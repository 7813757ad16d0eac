import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES } from '@ikaze/domain';
import rw from '@ikaze/domain/catalogs/rw';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { mockApi, makeUser } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render';
import { RegisterWizard } from './register-wizard';

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(handlers);
  const view = renderWithRouter(<RegisterWizard />, {
    path: '/register',
    routes: [{ path: '/login', element: <p>Sign-in screen</p> }],
  });
  const next = () => screen.getByRole('button', { name: 'Next' });
  const back = () => screen.getByRole('button', { name: 'Back' });
  return { ...view, calls, next, back };
}

async function fillFirstStep(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Diane');
  await user.type(screen.getByLabelText('Last name'), 'Mutesi');
  await user.type(screen.getByLabelText('Email'), 'diane@example.rw');
}

describe('RegisterWizard', () => {
  it("shows the product's required messages and keeps Back disabled on the first step", async () => {
    const { user, next, back } = setup();
    expect(back()).toBeDisabled();
    await user.click(next());
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows no message on leaving an empty field: all of a step's messages come together with Next", async () => {
    const { user, next } = setup();
    await user.click(screen.getByLabelText('First name'));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('Last name is required.')).not.toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
  });

  it('takes a message away as soon as its field is fixed, without leaving the field', async () => {
    const { user } = setup();
    await fillFirstStep(user);
    await user.keyboard('{Enter}');
    const username = await screen.findByLabelText('Username');
    expect(username).toHaveFocus();
    // Enter in the empty Username: both of the step's messages.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '0788123456');
    await waitFor(() => expect(screen.queryByText('Phone number is required.')).not.toBeInTheDocument());
    expect(screen.getByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('checks the email format before moving on', async () => {
    const { user, next } = setup();
    await user.type(screen.getByLabelText('First name'), 'Diane');
    await user.type(screen.getByLabelText('Last name'), 'Mutesi');
    await user.type(screen.getByLabelText('Email'), 'diane at example');
    await user.click(next());
    expect(await screen.findByText('Invalid email format.')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('walks the three steps, with Next disabled on the last and values kept when going back', async () => {
    const { user, next, back } = setup();
    await fillFirstStep(user);
    await user.click(next());
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await user.click(next());
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'dmutesi');
    await user.type(screen.getByLabelText('Phone number'), '0812345678');
    await user.click(next());
    expect(
      await screen.findByText("Phone number must start with '07' and be 10 digits long."),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '0788123456');
    await user.click(next());

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(back()).toBeEnabled();

    await user.click(back());
    expect(await screen.findByLabelText('Username')).toHaveValue('dmutesi');
  });

  it('checks the password length and the confirmation', async () => {
    const { user, next } = setup();
    await fillFirstStep(user);
    await user.click(next());
    await user.type(await screen.findByLabelText('Username'), 'dmutesi');
    await user.type(screen.getByLabelText('Phone number'), '0788123456');
    await user.click(next());

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '-and-long');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("goes back to the username step with the server's error when the name is taken", async () => {
    const { user, next, calls } = setup({
      'POST /api/register': () => ({
        status: 409,
        body: {
          code: 'USERNAME_TAKEN',
          field: 'username',
          message: 'Username is already taken.',
          error: 'Username is already taken.',
        },
      }),
    });
    await fillFirstStep(user);
    await user.click(next());
    await user.type(await screen.findByLabelText('Username'), 'guest');
    await user.type(screen.getByLabelText('Phone number'), '0788123456');
    await user.click(next());
    await user.type(await screen.findByLabelText('Password'), 'murakaza-neza');
    await user.type(screen.getByLabelText('Confirm password'), 'murakaza-neza');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Username is already taken.');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.key === 'POST /api/register')?.body).toEqual({
      first_name: 'Diane',
      last_name: 'Mutesi',
      email: 'diane@example.rw',
      username: 'guest',
      phone_number: '0788123456',
      password: 'murakaza-neza',
      // The page's language, which the account keeps for its emails.
      locale: 'en',
    });
  });

  it("keeps the password step with the server's password message under the Password field", async () => {
    const message = REGISTER_MESSAGES.passwordContainsName;
    const { user, next } = setup({
      'POST /api/register': () => ({
        status: 400,
        body: { code: 'PASSWORD_CONTAINS_NAME', field: 'password', message, error: message },
      }),
    });
    await fillFirstStep(user);
    await user.click(next());
    await user.type(await screen.findByLabelText('Username'), 'dmutesi');
    await user.type(screen.getByLabelText('Phone number'), '0788123456');
    await user.click(next());
    await user.type(await screen.findByLabelText('Password'), 'dmutesi-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'dmutesi-2026');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(password).toHaveFocus();
  });

  it('shows the generic message when the server gives no error field', async () => {
    const { user, next } = setup({ 'POST /api/register': () => ({ status: 500 }) });
    await fillFirstStep(user);
    await user.click(next());
    await user.type(await screen.findByLabelText('Username'), 'dmutesi');
    await user.type(screen.getByLabelText('Phone number'), '0788123456');
    await user.click(next());
    await user.type(await screen.findByLabelText('Password'), 'murakaza-neza');
    await user.type(screen.getByLabelText('Confirm password'), 'murakaza-neza');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('goes to sign-in with the username and the success message', async () => {
    const { user, next, router } = setup({
      'POST /api/register': () => ({
        status: 201,
        body: { message: 'Welcome to Ikaze, Diane! You can now sign in.', user: makeUser() },
      }),
    });
    await fillFirstStep(user);
    await user.click(next());
    await user.type(await screen.findByLabelText('Username'), 'dmutesi');
    await user.type(screen.getByLabelText('Phone number'), '0788123456');
    await user.click(next());
    await user.type(await screen.findByLabelText('Password'), 'murakaza-neza');
    await user.type(screen.getByLabelText('Confirm password'), 'murakaza-neza');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      username: 'dmutesi',
      notice: 'Success! Account created. Welcome to Ikaze, Diane! You can now sign in.',
    });
  });

  it("places a server message by its field, whatever its words (they are in the visitor's language)", async () => {
    const message = 'Ce nom d’utilisateur est déjà pris.';
    const { user, next } = setup({
      'POST /api/register': () => ({
        status: 409,
        body: { code: 'USERNAME_TAKEN', field: 'username', message, error: message },
      }),
    });
    await fillFirstStep(user);
    await user.click(next());
    await user.type(await screen.findByLabelText('Username'), 'guest');
    await user.type(screen.getByLabelText('Phone number'), '0788123456');
    await user.click(next());
    await user.type(await screen.findByLabelText('Password'), 'murakaza-neza');
    await user.type(screen.getByLabelText('Confirm password'), 'murakaza-neza');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(message);
  });

  it('speaks Kinyarwanda on the first step, its validation messages included', async () => {
    await activateLocaleWithAllFeatures('rw');
    const { user } = setup();
    expect(screen.getByText('Intambwe ya 1 kuri 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Amazina yawe n’imeri' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Intambwe zo kwiyandikisha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subira inyuma' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Komeza' }));
    const firstName = screen.getByLabelText('Izina ribanza');
    expect(rw['First name is required.']).not.toBe('First name is required.');
    expect(firstName).toHaveAccessibleDescription(rw['First name is required.']);
    expect(screen.getByLabelText('Izina ry’umuryango')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Imeri')).toHaveAccessibleDescription(rw['Email is required.']);
  });

  it('sends the language the page is in, which the account keeps for its emails', async () => {
    await activateLocaleWithAllFeatures('fr');
    const { user, calls } = setup({
      'POST /api/register': () => ({
        status: 201,
        body: {
          message: 'Bienvenue sur Ikaze, Amélie ! Vous pouvez maintenant vous connecter.',
          user: makeUser(),
        },
      }),
    });
    await user.type(screen.getByLabelText('Prénom'), 'Amélie');
    await user.type(screen.getByLabelText('Nom'), 'Mukamana');
    await user.type(screen.getByLabelText('E-mail'), 'amelie@example.rw');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.type(await screen.findByLabelText('Nom d’utilisateur'), 'amelie');
    await user.type(screen.getByLabelText('Numéro de téléphone'), '0788123456');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.type(await screen.findByLabelText('Mot de passe'), 'murakaza-neza');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'murakaza-neza');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/register')?.body).toMatchObject({
      username: 'amelie',
      locale: 'fr',
    });
  });

  it('lets Enter in a field act as Next', async () => {
    const { user } = setup();
    await fillFirstStep(user);
    await user.type(screen.getByLabelText('Email'), '{Enter}');
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Sign-up steps' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
  });
});
