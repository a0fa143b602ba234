import { Badge, Code, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { HubCheckReport } from '@/contract/hub-check';
import { TabSection } from '@/web/components/tab-section';
import { useI18n } from '@/web/i18n/i18n';
import { listText } from './reason-text';
import { ReportTable, TextCell } from './report-table';

/** How the hub writes what the spec leaves open: date-times, numbers, status words. */
export function SeenSection({ report }: { report: HubCheckReport }) {
  const { t } = useI18n();
  const { numbers } = report;
  return (
    <TabSection title={t('hubAbout.seen.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('hubAbout.forms.title')}
          </Title>
          {report.date_time_forms.length === 0 ? (
            <Text size="sm">{t('hubAbout.forms.none')}</Text>
          ) : (
            report.date_time_forms.map((form) => (
              <Group key={form.form} gap="xs" wrap="nowrap">
                <Badge
                  variant="light"
                  color={form.form === 'local' || form.form === 'date' ? 'yellow' : 'teal'}
                >
                  {t(`hubAbout.form.${form.form}`)}
                </Badge>
                <Text size="sm">{form.count}</Text>
                <Code>{form.example}</Code>
              </Group>
            ))
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('hubAbout.numbers.title')}
          </Title>
          <Text size="sm">
            {t('hubAbout.numbers.summary', {
              numbers: numbers.numbers,
              strings: numbers.numeric_strings,
            })}
          </Text>
          {numbers.numeric_string_fields.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('hubAbout.numbers.stringFields', {
                fields: listText(t, numbers.numeric_string_fields, 12),
              })}
            </Text>
          )}
          {numbers.numbers_in_text_fields.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('hubAbout.numbers.inText', {
                fields: listText(t, numbers.numbers_in_text_fields, 12),
              })}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </TabSection>
  );
}

/** The status and code words seen, by field: known ones, and those shown as they came. */
export function WordsSection({ report }: { report: HubCheckReport }) {
  const { t } = useI18n();
  if (report.words.length === 0)
    return (
      <TabSection title={t('hubAbout.words.title')}>
        <Text size="sm">{t('hubAbout.words.none')}</Text>
      </TabSection>
    );
  return (
    <ReportTable
      title={t('hubAbout.words.title')}
      minWidth={560}
      columns={[t('hubAbout.col.kind'), t('hubAbout.col.known'), t('hubAbout.col.unknown')]}
    >
      {report.words.map((words) => (
        <Table.Tr key={words.kind}>
          <Table.Td>
            <Code>{words.kind}</Code>
          </Table.Td>
          <TextCell none={t('value.none')}>{words.known.join(', ')}</TextCell>
          <Table.Td>
            {words.unknown.length ? (
              <Group gap={4}>
                {words.unknown.map((word) => (
                  <Badge key={word} color="yellow" variant="light" tt="none">
                    {word}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text size="sm">{t('value.none')}</Text>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ReportTable>
  );
}
