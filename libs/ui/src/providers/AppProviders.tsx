import { type ReactNode, useEffect, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listenPickerEnter } from '../forms/pickerEnter';
import { useForcedColorSchemeValue } from './forcedColorScheme';
import { queryClient } from './queryClient';
import './readable-colors.css';
import './touch-targets.css';
import { colorSchemeManager, theme } from './theme';
import { keepNewestToasts, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVAL_MS } from './toasts';

/** Mantine (theme with readable colours, colour mode), toasts, the query client, and Enter in a picker never submitting its form. */
export function AppProviders({ children }: { children: ReactNode }) {
  const forced = useForcedColorSchemeValue();
  const { t } = useTranslation('common');
  const close = t('actions.close');
  // The close button of every dialog and drawer is named in the user's language (a page may name its own).
  const named = useMemo(() => {
    const closeButtonProps = { 'aria-label': close };
    return { ...theme, components: { ...theme.components, Modal: { defaultProps: { closeButtonProps } }, Drawer: { defaultProps: { closeButtonProps } } } };
  }, [close]);
  useEffect(() => keepNewestToasts(), []);
  useEffect(() => listenPickerEnter(), []);
  return (
    <MantineProvider theme={named} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto" forceColorScheme={forced}>
      <Notifications position="bottom-right" limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} transitionDuration={TOAST_REMOVAL_MS} />
      <QueryClientProvider client={queryClient}>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
