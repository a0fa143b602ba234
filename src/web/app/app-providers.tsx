import './mantine-styles';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { translate, useI18n } from '@/web/i18n/i18n';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

/**
 * The toast container, fetched with the first toast asked for (`notifications.show` keeps it in
 * the store until then): most visits show none, and a phone's first load need not fetch, run and
 * render it.
 */
function ToastsWhenAsked() {
  const { notifications, queue } = useNotifications();
  const [asked, setAsked] = useState(false);
  if (!asked && notifications.length + queue.length > 0) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

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
          Notification: {
            defaultProps: {
              closeButtonProps: { 'aria-label': translate('notify.close', undefined, language) },
            },
          },
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
      <ToastsWhenAsked />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
