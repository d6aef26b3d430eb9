import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppBoot } from './app/app-boot.tsx';
import { router } from './app/router.tsx';
import { ToastArea } from './app/toast-area.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ToastArea />
    <AppBoot>
      <RouterProvider router={router} />
    </AppBoot>
  </StrictMode>,
);
