import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';

const client = createQueryClient();

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first screen in slices, so the page keeps answering input.
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
