import { notifications } from '@mantine/notifications';
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { translate } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { rememberFocus, restoreFocusAfterSave } from './page-focus';
import { hubErrorText } from '@/web/lib/hub-error';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Factory keys to refresh once the write settled. */
      invalidates?: readonly QueryKey[];
      /** Shown as a success notification; none when absent. */
      successMessage?: string;
      /** The form shows the failure itself. */
      silentError?: boolean;
    };
  }
}

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation) => rememberFocus(mutation),
      onSuccess: (_data, _variables, _result, mutation) => {
        restoreFocusAfterSave(mutation);
        const message = mutation.meta?.successMessage;
        if (message)
          notifications.show({ color: 'teal', title: translate('notify.successTitle'), message });
      },
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.silentError) return;
        notifications.show({
          color: 'red',
          title: translate('notify.errorTitle'),
          message: hubErrorText(error),
        });
      },
      onSettled: (_data, _error, _variables, _result, mutation) => {
        const keys = mutation.meta?.invalidates;
        if (keys?.length)
          return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; 5xx and network errors get two more tries.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status < 500) && failureCount < 2,
      },
    },
  });
  return queryClient;
}
