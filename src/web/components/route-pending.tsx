import { Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';

/** Pending view of every route whose loader takes a while: the shape of a tab, and a word. */
export function RoutePending() {
  const { t } = useI18n();
  return (
    <Stack gap="md" aria-busy="true">
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('route.loading')}
        </Text>
      </Group>
      <Skeleton height={28} width="40%" />
      <Skeleton height={180} />
      <Skeleton height={120} />
    </Stack>
  );
}
