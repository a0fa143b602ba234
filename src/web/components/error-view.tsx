import { Alert, Button, Stack } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { AlertIcon } from './icons';

/** The hub's own message when there is one: it says what went wrong better than we can. */
export function ErrorView({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  const { t } = useI18n();
  const message = isApiError(error) ? error.message : t('error.unexpected');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<AlertIcon />}
      title={title ?? t('error.title')}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <span>{message}</span>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
