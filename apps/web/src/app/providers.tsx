import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { createRouter } from './router';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Everything the pages rely on: translations, server-state cache, router, toasts. */
export function AppProviders({ i18n }: { i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* SPEC §2: toasts top-centre, closing by themselves after 5000 ms. */}
        <ToastContainer position="top-center" autoClose={5000} newestOnTop />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
