import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function Boom(): never {
  throw new Error('Something broke while drawing');
}

describe('RouteError', () => {
  it('shows the fallback title with the error message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', Component: Boom, ErrorBoundary: RouteError }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Something broke while drawing')).toBeInTheDocument();
  });

  it('shows the status of a thrown response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          // React Router's idiom: a thrown Response becomes a route error response.
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
        },
        Component: () => null,
        ErrorBoundary: RouteError,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
