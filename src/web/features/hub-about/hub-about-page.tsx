import { Alert, Box, Button, Code, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { HubCheckVerdict } from '@/contract/hub-check';
import { hubCheckQueries, recheckHub } from '@/web/api/hub-check';
import { AlertIcon, InfoIcon } from '@/web/components/icons';
import { PageHeader } from '@/web/components/page-header';
import { hubAbout } from '@/web/i18n/features/hub-about';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages, type MessageKey } from '@/web/i18n/messages';
import { DifferencesSection } from './differences-section';
import { EndpointsSection } from './endpoints-section';
import { ExtensionsSection } from './extensions-section';
import { reasonText } from './reason-text';
import { SeenSection, WordsSection } from './seen-section';

addMessages([hubAbout]);

const VERDICT: Record<HubCheckVerdict, { color: string; title: MessageKey }> = {
  full: { color: 'teal', title: 'hubAbout.verdict.full' },
  limited: { color: 'yellow', title: 'hubAbout.verdict.limited' },
  cannot: { color: 'red', title: 'hubAbout.verdict.cannot' },
};

/** "Sobre este hub": the verdict of the hub check, why, and what was read (issue 31). */
export function HubAboutPage() {
  const { t, format } = useI18n();
  const queryClient = useQueryClient();
  const { data: report } = useSuspenseQuery(hubCheckQueries.report());
  const recheck = useMutation({
    mutationFn: recheckHub,
    onSuccess: (fresh) => queryClient.setQueryData(hubCheckQueries.report().queryKey, fresh),
  });
  const verdict = VERDICT[report.verdict];

  return (
    <Stack gap="lg">
      <PageHeader
        level={1}
        title={t('hubAbout.title')}
        subtitle={t('hubAbout.subtitle')}
        actions={
          <Button variant="default" loading={recheck.isPending} onClick={() => recheck.mutate()}>
            {t('hubAbout.recheck')}
          </Button>
        }
      />
      <Alert
        color={verdict.color}
        variant="light"
        icon={report.verdict === 'full' ? <InfoIcon /> : <AlertIcon />}
        title={t(verdict.title)}
      >
        {report.verdict === 'full' && <Text size="sm">{t('hubAbout.verdict.fullText')}</Text>}
        {report.verdict === 'cannot' && (
          <Text size="sm" mb="xs">
            {t('hubAbout.verdict.cannotText')}
          </Text>
        )}
        {report.reasons.length > 0 && (
          <Box component="ul" fz="sm" m={0} ps="lg" style={{ overflowWrap: 'anywhere' }}>
            {report.reasons.map((reason, i) => (
              <li key={i}>{reasonText(t, reason)}</li>
            ))}
          </Box>
        )}
      </Alert>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('hubAbout.checkedAt', { at: format.dateTime(report.checked_at) })} ·{' '}
        <Code>{report.hub}</Code> ·{' '}
        {report.event ? t('hubAbout.event', { event: report.event }) : t('hubAbout.noEvent')} ·{' '}
        {t('hubAbout.zone', { zone: report.time_zone })}
      </Text>
      {recheck.isError && (
        <Alert color="red" variant="light" icon={<AlertIcon />} title={t('notify.errorTitle')}>
          {recheck.error.message}
        </Alert>
      )}
      <ExtensionsSection report={report} />
      <DifferencesSection report={report} />
      <SeenSection report={report} />
      <WordsSection report={report} />
      <EndpointsSection report={report} />
      <Text size="sm" c="dimmed">
        {t('hubAbout.cli')} <Code>npm run hub -- check --hub {report.hub}</Code>
      </Text>
    </Stack>
  );
}
