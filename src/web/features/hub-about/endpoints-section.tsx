import { Badge, Code, Table, Text } from '@mantine/core';
import type { EndpointOutcome, HubCheckReport } from '@/contract/hub-check';
import { useI18n } from '@/web/i18n/i18n';
import { ReportTable, TextCell } from './report-table';

const OUTCOME_COLOR: Record<EndpointOutcome, string> = {
  ok: 'teal',
  absent: 'orange',
  failed: 'red',
  skipped: 'gray',
  unknown: 'gray',
};

/** Every GET the check made, in order: its answer, its envelope, how many values differed. */
export function EndpointsSection({ report }: { report: HubCheckReport }) {
  const { t } = useI18n();
  const none = t('value.none');
  return (
    <ReportTable
      title={t('hubAbout.endpoints.title')}
      intro={t('hubAbout.endpoints.intro')}
      minWidth={760}
      columns={[
        t('hubAbout.col.endpoint'),
        t('hubAbout.col.status'),
        t('hubAbout.col.envelope'),
        t('hubAbout.col.findings'),
      ]}
    >
      {report.endpoints.map((endpoint, i) => {
        const values = endpoint.findings.reduce((n, f) => n + f.count, 0);
        return (
          <Table.Tr key={i}>
            <Table.Td>
              <Code style={{ wordBreak: 'break-all' }}>GET {endpoint.url ?? endpoint.path}</Code>
              <Text size="xs" c="dimmed">
                {t(`hubAbout.kind.${endpoint.kind}`)}
                {endpoint.note && ` · ${t(`hubAbout.note.${endpoint.note}`)}`}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {endpoint.status !== null && (
                <Text span size="sm" ff="monospace" mr={6}>
                  {endpoint.status}
                </Text>
              )}
              <Badge color={OUTCOME_COLOR[endpoint.outcome]} variant="light">
                {t(`hubAbout.outcome.${endpoint.outcome}`)}
              </Badge>
            </Table.Td>
            <TextCell none={none}>
              {endpoint.envelope_ok !== null &&
                t(endpoint.envelope_ok ? 'hubAbout.envelope.ok' : 'hubAbout.envelope.wrong')}
            </TextCell>
            <TextCell none={none}>{values > 0 && t('hubAbout.findings', { n: values })}</TextCell>
          </Table.Tr>
        );
      })}
    </ReportTable>
  );
}
