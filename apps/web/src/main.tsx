import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { createQueryClient } from './lib/query-client';

const client = createQueryClient();
const router = createBrowserRouter(routes);

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first screen in slices, so the page keeps answering input.
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
