import { Center, Group, Loader, Text } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';

/** Pending view of every route whose loader takes a while (the entry carries it: kept small). */
export function RoutePending() {
  const { t } = useI18n();
  return (
    <Center mih={240} aria-busy="true">
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('route.loading')}
        </Text>
      </Group>
    </Center>
  );
}
