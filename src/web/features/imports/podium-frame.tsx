import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { importReview } from '@/web/i18n/features/import-review';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { HintedSection } from './hinted-section';

addMessages([importReview]);

/**
 * The podium preview's frame (its title and what it is for), and a line saying it is being
 * worked out until `children` say more. The rows' check shows it at once, while the panel's
 * code loads: the send button below it then does not move under the pointer when it arrives.
 */
export function PodiumFrame({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <HintedSection
      id="podium-preview"
      title={t('importReview.podium.title')}
      hint={t('importReview.podium.help')}
    >
      {children ?? (
        <Text size="sm" c="dimmed" role="status">
          {t('importReview.podium.loading')}
        </Text>
      )}
    </HintedSection>
  );
}
