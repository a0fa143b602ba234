import { Badge, Code, Table, Text } from '@mantine/core';
import { HUB_EXTENSIONS, type HubCheckReport } from '@/contract/hub-check';
import { useI18n } from '@/web/i18n/i18n';
import { tabsOf } from './reason-text';
import { ReportTable, TextCell } from './report-table';

const PRESENCE = {
  true: { color: 'teal', label: 'hubAbout.present' },
  false: { color: 'orange', label: 'hubAbout.absent' },
  null: { color: 'gray', label: 'hubAbout.notTold' },
} as const;

/** Each read extension: on this hub or not, and what its tabs are without it. */
export function ExtensionsSection({ report }: { report: HubCheckReport }) {
  const { t } = useI18n();
  return (
    <ReportTable
      title={t('hubAbout.extensions.title')}
      intro={t('hubAbout.extensions.intro')}
      minWidth={720}
      columns={[
        t('hubAbout.col.read'),
        t('hubAbout.col.presence'),
        t('hubAbout.col.tabs'),
        t('hubAbout.col.without'),
      ]}
    >
      {report.extensions.map(({ id, present }) => {
        const presence = PRESENCE[String(present) as keyof typeof PRESENCE];
        return (
          <Table.Tr key={id}>
            <Table.Td>
              <Code>GET {HUB_EXTENSIONS[id].path}</Code>
            </Table.Td>
            <Table.Td>
              <Badge color={presence.color} variant="light">
                {t(presence.label)}
              </Badge>
            </Table.Td>
            <TextCell none={t('value.none')}>{tabsOf(t, id).join(', ')}</TextCell>
            <Table.Td>
              <Text size="sm" c={present === false ? undefined : 'dimmed'}>
                {t(`hubAbout.ext.${id}`)}
              </Text>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ReportTable>
  );
}
