import './mantine-styles';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { translate, useI18n } from '@/web/i18n/i18n';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

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
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
