import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useForcedColorSchemeValue } from './forcedColorScheme';
import { queryClient } from './queryClient';
import './readable-colors.css';
import { colorSchemeManager, theme } from './theme';

export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;

/** Mantine (theme with readable colours, colour mode), toasts and the query client. */
export function AppProviders({ children }: { children: ReactNode }) {
  const forced = useForcedColorSchemeValue();
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto" forceColorScheme={forced}>
      <Notifications position="bottom-right" limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} />
      <QueryClientProvider client={queryClient}>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
