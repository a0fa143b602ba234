import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { mergeThemeOverrides, MantineProvider, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { translate, useI18n } from '@/web/i18n/i18n';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { language } = useI18n();
  // Toasts' close button needs a name in the current language (axe: button-name).
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: Notification.extend({
            defaultProps: {
              closeButtonProps: { 'aria-label': translate('notify.close', undefined, language) },
            },
          }),
        },
      }),
    [language],
  );
  return (
    <MantineProvider
      theme={localized}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
