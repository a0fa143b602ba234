import { Alert, Box, Button, Stack } from '@mantine/core';
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
          // A plain list: Mantine's List would add its code to every page's first load.
          <Box component="ul" fz="sm" m={0} ps="lg">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </Box>
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
