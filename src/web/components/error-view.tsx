import { Alert, Button, List, Stack } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import { hubErrorDetails, hubErrorSummary } from '@/web/lib/hub-error';
import { AlertIcon } from './icons';

/** What the hub's error code means, and its details, in the reader's language. */
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
  const details = hubErrorDetails(error);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<AlertIcon />}
      title={title ?? t('error.title')}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <span>{hubErrorSummary(error)}</span>
        {details.length > 0 && (
          <List size="sm">
            {details.map((detail) => (
              <List.Item key={detail}>{detail}</List.Item>
            ))}
          </List>
        )}
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
