import { Badge, Code, Table, Text } from '@mantine/core';
import { differencesOf, type FindingEffect, type HubCheckReport } from '@/contract/hub-check';
import { TabSection } from '@/web/components/tab-section';
import { useI18n } from '@/web/i18n/i18n';
import { ReportTable } from './report-table';

const EFFECT_COLOR: Record<FindingEffect, string> = {
  broken: 'red',
  text: 'yellow',
  lenient: 'teal',
};
/** Fields named in a row before the rest folds away. */
const FIELDS_SHOWN = 10;

function Fields({ fields }: { fields: string[] }) {
  const { t } = useI18n();
  const line = (list: string[]) => (
    <Text size="xs" ff="monospace" style={{ wordBreak: 'break-word' }}>
      {list.join(', ')}
    </Text>
  );
  if (fields.length <= FIELDS_SHOWN) return line(fields);
  return (
    <details>
      <summary>
        <Text span size="xs" ff="monospace">
          {fields.slice(0, 3).join(', ')}…
        </Text>{' '}
        <Text span size="xs" c="blue">
          {t('hubAbout.showAll', { n: fields.length })}
        </Text>
      </summary>
      {line(fields)}
    </details>
  );
}

/** What differs from the contract, the worst first, and what the console does about it. */
export function DifferencesSection({ report }: { report: HubCheckReport }) {
  const { t } = useI18n();
  const differences = differencesOf(report);
  if (differences.length === 0)
    return (
      <TabSection title={t('hubAbout.differences.title')}>
        <Text size="sm">{t('hubAbout.differences.none')}</Text>
      </TabSection>
    );
  return (
    <ReportTable
      title={t('hubAbout.differences.title')}
      minWidth={760}
      columns={[
        t('hubAbout.col.difference'),
        t('hubAbout.col.fields'),
        t('hubAbout.col.example'),
        { label: t('hubAbout.col.count'), numeric: true },
      ]}
    >
      {differences.map((difference) => (
        <Table.Tr key={`${difference.effect} ${difference.code}`}>
          <Table.Td>
            <Badge color={EFFECT_COLOR[difference.effect]} variant="light" mb={4}>
              {t(`hubAbout.effect.${difference.effect}`)}
            </Badge>
            <Text size="sm">{t(`hubAbout.finding.${difference.code}`)}</Text>
          </Table.Td>
          <Table.Td maw={360}>
            <Fields fields={difference.fields} />
          </Table.Td>
          <Table.Td>
            {difference.example ? <Code>{difference.example}</Code> : t('value.none')}
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm">{difference.count}</Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </ReportTable>
  );
}
