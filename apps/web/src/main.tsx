import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
