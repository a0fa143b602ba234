import { Anchor, Box, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { reviewLaw } from '@/web/i18n/features/review-law';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages, type MessageKey } from '@/web/i18n/messages';
import {
  lawChecks,
  type LawFinding,
  type LawInput,
  type LawRule,
  type LawTab,
} from '@/contract/event-law-checks';
import { ReviewSection } from './review-section';

addMessages([reviewLaw]);

const SOURCE: Record<LawRule, MessageKey> = {
  senior: 'law.source.senior',
  halfPrice: 'law.source.halfPrice',
  withdrawal: 'law.source.withdrawal',
  kids: 'law.source.kids',
  proof: 'law.source.proof',
};
const TAB_LABEL: Record<LawTab, MessageKey> = {
  'legal-discounts': 'tab.legalDiscounts',
  retention: 'tab.retention',
  races: 'tab.races',
  prizes: 'tab.prizes',
  'registration-fields': 'tab.registrationFields',
};

/** The finding's sentence, its names in the reader's words (a discount type by its label). */
function useSentence() {
  const { t } = useI18n();
  return ({ rule, params }: LawFinding): string => {
    if (rule === 'senior' || rule === 'halfPrice')
      return t(`law.discount.${params.problem as 'missing' | 'off' | 'under'}`, {
        type: t(`legalDiscounts.type.${params.type as 'pcd' | 'student' | 'senior'}`),
      });
    if (rule === 'withdrawal') {
      // Days from the event as a person says them: "10 dias antes do evento".
      const day = (offset: number) =>
        offset === 0
          ? t('law.day.on')
          : t(offset < 0 ? 'law.day.before' : 'law.day.after', { days: Math.abs(offset) });
      return t('law.withdrawal', {
        percent: params.percent,
        offset: day(Number(params.offset)),
        lastSale: day(Number(params.lastSale)),
        until: day(Number(params.until)),
      });
    }
    if (rule === 'kids') return t('law.kids.prizes', params);
    return t('law.proof', {
      types: String(params.types)
        .split(', ')
        .map((type) => t(`legalDiscounts.type.${type as 'pcd' | 'student' | 'senior'}`))
        .join(', '),
    });
  };
}

/**
 * "O que a lei pede": the law's checks on the configuration (contract/event-law-checks.ts),
 * each with its source and the tab that fixes it. Loaded after the review's first render.
 */
export function LawGuidance({ input }: { input: LawInput }) {
  const { t } = useI18n();
  const sentence = useSentence();
  const findings = lawChecks(input);
  const base = `/events/${encodeURIComponent(input.event.code)}`;
  return (
    <ReviewSection title={t('law.title')} hint={t('law.hint')}>
      {findings.length === 0 ? (
        <Text size="sm">{t('law.none')}</Text>
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {findings.map((finding) => (
            <Box component="li" key={finding.id}>
              <Text size="sm" fw={600}>
                {sentence(finding)}
              </Text>
              <Text size="xs" c="dimmed" mt={2}>
                {t(SOURCE[finding.rule])}
              </Text>
              <Anchor
                size="sm"
                renderRoot={(props) => <Link to={`${base}/${finding.tab}`} {...props} />}
              >
                {t('law.fix', { tab: t(TAB_LABEL[finding.tab]) })}
              </Anchor>
            </Box>
          ))}
        </Stack>
      )}
    </ReviewSection>
  );
}
