import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { readableValidationMessage } from '@marketplace/contract';
import { RouterProvider } from 'react-router/dom';
import { AppBoot } from './app/app-boot.tsx';
import { AppToaster } from './app/app-toaster.tsx';
import { createQueryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import './index.css';

// Checks without a message of their own answer in plain words, not zod's defaults.
z.config({ customError: readableValidationMessage });

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppToaster />
      <AppBoot>
        <RouterProvider router={router} />
      </AppBoot>
    </QueryClientProvider>
  </StrictMode>,
);
