import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import type { OpenedFile } from './opened-file';
import { StepPanel } from './step-panel';
import { columnLabelOf, mappingIssueText } from './column-label';
import { answerTarget } from '@/spreadsheet/answer-target';
import { FIELDS, SPLIT_FIELD } from '@/spreadsheet/columns';

const RANKING = new Set(['overall_position', 'gender_position', 'category_position']);
const REQUIRED_RESULT_FIELDS = ['bib', 'net_time'];
/** Under this, a guess is shown as a question. */
const SURE = 0.6;

interface MappingStepProps {
  opened: OpenedFile;
  hideRanking: boolean;
  onChange: (columns: (string | null)[]) => void;
  onContinue: () => void;
  /** Sets the team template aside for the automatic suggestion. */
  onUseSuggestion?: () => void;
}

export function MappingStep({
  opened,
  hideRanking,
  onChange,
  onContinue,
  onUseSuggestion,
}: MappingStepProps) {
  const { t, language } = useI18n();
  const { kind, columns } = opened.mapping;
  // The event's own fields (registrations): a column may answer one, named by its label.
  const eventFields = (kind === 'registrations' && opened.fields) || [];
  const answerLabels = new Map(eventFields.map((f) => [answerTarget(f.key), f.label]));
  const label = (field: string) => answerLabels.get(field) ?? columnLabelOf(language, field);
  const fields = [...FIELDS[kind], ...(kind === 'results' ? [SPLIT_FIELD] : [])].filter(
    (field) => !(hideRanking && RANKING.has(field)),
  );
  const own = fields.map((field) => ({ value: field, label: label(field) }));
  const ignore = { value: '', label: t('imports.mapping.ignore') };
  const options = eventFields.length
    ? [
        ignore,
        { group: t('imports.mapping.importColumns'), items: own },
        {
          group: t('imports.mapping.eventFields'),
          items: [...answerLabels].map(([value, text]) => ({ value, label: text })),
        },
      ]
    : [ignore, ...own];
  const mappedCount = columns.filter(Boolean).length;
  const guesses = opened.guesses;
  // Targets a results file needs whose column neither the values nor the person vouch for.
  const unsure = guesses
    ? REQUIRED_RESULT_FIELDS.filter((field) => {
        const at = columns.indexOf(field);
        if (at < 0) return true;
        return guesses[at].field === field && guesses[at].confidence < SURE;
      })
    : [];

  return (
    <StepPanel
      title={t('imports.mapping.title')}
      subtitle={t('imports.mapping.subtitle', {
        file: opened.file.fileName,
        rows: opened.counts.rows.toLocaleString('pt-BR'),
        columns: opened.columns.length,
      })}
      align="flex-start"
      aside={
        <Badge variant="light" size="lg">
          {t('imports.mapping.mapped', { mapped: mappedCount, total: opened.columns.length })}
        </Badge>
      }
    >
      {opened.template && (
        <Alert color="blue" variant="light" role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('imports.template.applied', { name: opened.template.name })}</Text>
            {onUseSuggestion && (
              <Button variant="default" size="xs" onClick={onUseSuggestion}>
                {t('imports.template.useGuess')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {opened.missingFields && opened.missingFields.length > 0 && (
        <Alert color="yellow" variant="light">
          {t('imports.mapping.missingFields', {
            count: opened.missingFields.length,
            columns: opened.missingFields.map((m) => `${m.header} (${m.key})`).join(', '),
          })}
        </Alert>
      )}
      {opened.remembered && (
        <Text size="sm" c="dimmed">
          {t('imports.mapping.remembered')}
        </Text>
      )}
      {kind === 'registrations' && opened.fields === null && (
        <Text size="sm" c="dimmed">
          {t('imports.mapping.answersNotSent')}
        </Text>
      )}
      {hideRanking && (
        <Text size="sm" c="dimmed">
          {t('imports.mapping.noRanking')}
        </Text>
      )}
      {unsure.length > 0 && (
        <Alert color="yellow" variant="light">
          {t('imports.mapping.unsure', {
            fields: unsure.map(label).join(', '),
          })}
        </Alert>
      )}
      {opened.issues.length > 0 && (
        <Alert color="red" variant="light" title={t('imports.mapping.issues')}>
          <Stack gap={2}>
            {opened.issues.map((issue) => (
              <Text size="sm" key={`${issue.code}-${issue.field}`}>
                {mappingIssueText(t, language, {
                  ...issue,
                  field: answerLabels.get(issue.field) ?? issue.field,
                })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Table verticalSpacing="xs" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="28%">{t('imports.mapping.column')}</Table.Th>
            <Table.Th>{t('imports.mapping.samples')}</Table.Th>
            {guesses && <Table.Th>{t('imports.mapping.guess')}</Table.Th>}
            <Table.Th w="26%">{t('imports.mapping.field')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {opened.columns.map((column) => (
            <Table.Tr key={column.index}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {column.header || t('imports.mapping.noHeader', { n: column.index + 1 })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {column.samples.length ? column.samples.join(' · ') : t('imports.mapping.blank')}
                </Text>
              </Table.Td>
              {guesses && (
                <Table.Td>
                  <GuessNote guess={guesses[column.index]} />
                </Table.Td>
              )}
              <Table.Td>
                <NativeSelect
                  aria-label={t('imports.mapping.fieldOf', { column: column.header })}
                  size="xs"
                  value={columns[column.index] ?? ''}
                  data={options}
                  onChange={(event) => {
                    const next = columns.slice();
                    next[column.index] = event.currentTarget.value || null;
                    onChange(next);
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button onClick={onContinue} disabled={opened.issues.length > 0}>
          {t('imports.mapping.continue')}
        </Button>
      </Group>
    </StepPanel>
  );
}

function GuessNote({ guess }: { guess: NonNullable<OpenedFile['guesses']>[number] }) {
  const { t, format } = useI18n();
  const reason =
    guess.reason === 'split_header' && guess.distanceKm != null
      ? t('imports.guess.split_distance', { km: format.number(guess.distanceKm) })
      : t(`imports.guess.${guess.reason}`);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs">{reason}</Text>
      {guess.field && (
        <Badge size="xs" variant="light" color={guess.confidence >= SURE ? 'teal' : 'yellow'}>
          {t('imports.guess.confidence', { n: Math.round(guess.confidence * 100) })}
        </Badge>
      )}
    </Group>
  );
}
