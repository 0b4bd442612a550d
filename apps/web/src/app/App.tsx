import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { direction } from '../i18n';
import { ToastHost } from '../ui/toast';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <Direction.Provider dir={direction}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        {/* Centred at the top reads the same in both directions; dir lays out each toast's icon and text. */}
        <ToastHost position="top-center" dir={direction} richColors toastOptions={{ className: 'font-sans' }} />
      </QueryClientProvider>
    </Direction.Provider>
  );
}
