import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { importReview } from '@/web/i18n/features/import-review';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';

addMessages([importReview]);

/**
 * The podium preview's frame (its title and what it is for), and a line saying it is being
 * worked out until `children` say more. The rows' check shows it at once, while the panel's
 * code loads: the send button below it then does not move under the pointer when it arrives.
 */
export function PodiumFrame({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="podium-preview">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id="podium-preview">
            {t('importReview.podium.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('importReview.podium.help')}
          </Text>
        </div>
        {children ?? (
          <Text size="sm" c="dimmed" role="status">
            {t('importReview.podium.loading')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
