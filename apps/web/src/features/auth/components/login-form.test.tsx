import { screen } from '@testing-library/react';
import fr from '@ikaze/domain/catalogs/fr';
import rw from '@ikaze/domain/catalogs/rw';
import { describe, expect, it } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { mockApi, makeUser } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render';
import { LoginForm } from './login-form';

const landing = [
  { path: '/', element: <p>Home screen</p> },
  { path: '/dashboard/admin', element: <p>Admin screen</p> },
  { path: '/dashboard/host', element: <p>Host screen</p> },
  { path: '/dashboard/user', element: <p>User dashboard screen</p> },
];

function setup(role: 'admin' | 'host' | 'user', path = '/login') {
  const calls = mockApi({
    'POST /api/login': ({ body }) =>
      (body as { password: string }).password === 'murakaza-neza'
        ? { body: { ...makeUser({ Role: role, Username: 'someone' }), message: 'Successfully logged in.' } }
        : { status: 401, body: { message: 'Invalid username or password.' } },
  });
  const view = renderWithRouter(<LoginForm />, { path, routes: landing });
  return { ...view, calls };
}

async function signIn(user: ReturnType<typeof setup>['user'], password = 'murakaza-neza') {
  await user.type(screen.getByLabelText('Username'), 'someone');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it.each([
    ['user', 'Home screen'],
    ['admin', 'Admin screen'],
    ['host', 'Host screen'],
  ] as const)('sends the %s role to its landing page', async (role, screenText) => {
    const { user, queryClient } = setup(role);
    await signIn(user);
    expect(await screen.findByText(screenText)).toBeInTheDocument();
    expect(queryClient.getQueryData(['me'])).toMatchObject({ Role: role, Username: 'someone' });
    expect(JSON.parse(window.localStorage.getItem('ikaze.session') ?? '{}')).toMatchObject({
      isAuthenticated: true,
    });
  });

  it('returns to the page the guard remembered', async () => {
    const { user } = setup('user', '/login?next=%2Fdashboard%2Fuser');
    expect(screen.getByText('Please sign in to continue.')).toBeInTheDocument();
    await signIn(user);
    expect(await screen.findByText('User dashboard screen')).toBeInTheDocument();
  });

  it("shows the server's message when sign-in fails", async () => {
    const { user } = setup('user');
    await signIn(user, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
  });

  it('shows the generic message when the server says nothing', async () => {
    mockApi({ 'POST /api/login': () => ({ status: 500 }) });
    const { user } = renderWithRouter(<LoginForm />, { path: '/login' });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });

  it('speaks French, its validation messages included', async () => {
    await activateLocaleWithAllFeatures('fr');
    const { user, calls } = setup('user');
    expect(screen.getByLabelText('Nom d’utilisateur')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(fr['Username is required.']).not.toBe('Username is required.');
    expect(await screen.findByText(fr['Username is required.'])).toBeInTheDocument();
    expect(screen.getByText(fr['Password is required.'])).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("speaks Kinyarwanda, the guard's notice included", async () => {
    await activateLocaleWithAllFeatures('rw');
    const { user } = setup('user', '/login?next=%2Fdashboard%2Fuser');
    expect(screen.getByText(rw['Please sign in to continue.'])).toBeInTheDocument();
    await user.type(screen.getByLabelText('Izina ukoresha'), 'someone');
    await user.type(screen.getByLabelText('Ijambo ry’ibanga'), 'murakaza-neza');
    await user.click(screen.getByRole('button', { name: 'Injira' }));
    expect(await screen.findByText('User dashboard screen')).toBeInTheDocument();
  });

  it('requires both fields and toggles the password visibility', async () => {
    const { user, calls } = setup('user');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
