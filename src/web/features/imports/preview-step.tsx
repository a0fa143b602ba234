import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
} from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useI18n } from '@/web/i18n/i18n';
import { columnLabelOf } from './column-label';
import { ColumnToolButton, ColumnToolModal, type ApplyReplacement } from './column-tools';
import type { OpenedFile } from './opened-file';
import { PodiumFrame } from './podium-frame';
import type { PodiumPreviewTarget } from './podium-preview-panel';
import { answerKeyOf } from '@/spreadsheet/answer-target';
import type { ColumnTool } from '@/spreadsheet/column-tools';
import type { ImportKind, ProblemCode } from '@/spreadsheet/types';
import type { PipelineClient } from './pipeline-client';
import { RaceCounts } from './race-counts';
import { RowTable, type RowColumn } from './row-table';
import { Cell, Problems, RowCard, type CellEdits, type Editing } from './row-cells';
import { RowCards } from './row-cards';
import classes from './row-table.module.css';
import { StatCard } from './stat-card';
import { StepPanel } from './step-panel';
import type { RowFilter } from './worker-host';

const RANKING = new Set(['overall_position', 'gender_position', 'category_position']);
/** What a referee checks before sending results, in the order the review lists them. */
const REVIEW = [
  'duplicate_bib',
  'required',
  'finisher_without_time',
  'split_backwards',
  'net_over_gun',
  'place_contradicts_time',
  'faster_than_record',
  'bib_in_other_race',
  'bib_not_registered',
] as const satisfies readonly ProblemCode[];

/** A column that answers a select field of the event is fixed by choosing one of its options. */
function selectOptions(opened: OpenedFile, columnIndex: number) {
  const key = answerKeyOf(opened.mapping.columns[columnIndex] ?? null);
  const field = key === null ? undefined : opened.fields?.find((f) => f.key === key);
  return field?.type === 'select' ? (field.options ?? undefined) : undefined;
}

/** Drawn only for results files of a chosen race: its code loads then. */
const PodiumPreviewPanel = lazy(() =>
  import('./podium-preview-panel').then((m) => ({ default: m.PodiumPreviewPanel })),
);
/** Past this share of rows with errors, sending asks first. */
const CONFIRM_ERRORS_SHARE = 0.05;

interface PreviewStepProps {
  client: PipelineClient;
  opened: OpenedFile;
  kind: ImportKind;
  version: number;
  hideRanking: boolean;
  raceChosen: boolean;
  modalityOptions: { value: string; label: string }[];
  modalityId: string | null;
  onModality: (id: string | null) => void;
  onFix: (rowIndex: number, columnIndex: number, value: string) => Promise<void>;
  onReplace: ApplyReplacement;
  onBack: () => void;
  onSend: () => void;
  canSend: boolean;
  /** Results into a chosen race: the podium its prize rules would give. */
  podium: PodiumPreviewTarget | null;
  /** The rows of each race, with its vacancy and what to send past it. */
  raceCounts: ComponentProps<typeof RaceCounts>;
}

export function PreviewStep(props: PreviewStepProps) {
  const { client, opened, kind, version, hideRanking } = props;
  const { t, language, format } = useI18n();
  const [filter, setFilter] = useState<RowFilter>('all');
  const [indexes, setIndexes] = useState<Int32Array | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [tool, setTool] = useState<ColumnTool | null>(null);
  const [heldBy, setHeldBy] = useState<Record<string, number>>({});
  const onHeld = useCallback(
    (race: string, rows: number) =>
      setHeldBy((current) => (current[race] === rows ? current : { ...current, [race]: rows })),
    [],
  );
  const { counts } = opened;
  /** What the send button sends: the valid rows, less those the vacancy holds back. */
  const toSend = counts.valid - Object.values(heldBy).reduce((sum, n) => sum + n, 0);
  const filled = counts.rows - counts.empty;
  const review = kind === 'results' ? REVIEW.filter((code) => counts.byCode[code]) : [];
  const send = () =>
    filled > 0 && counts.withErrors / filled > CONFIRM_ERRORS_SHARE
      ? setConfirming(true)
      : props.onSend();

  useEffect(() => {
    let live = true;
    client.view(filter).then(
      (answer) => live && setIndexes(answer.indexes),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, filter, version]);

  async function save(edit: Editing) {
    setEditing(null);
    await props.onFix(edit.rowIndex, edit.columnIndex, edit.value);
  }

  const phone = useMediaQuery('(max-width: 36em)');
  const edits: CellEdits = {
    editing,
    onEdit: setEditing,
    onSave: (edit) => void save(edit),
    choicesOf: (columnIndex) => selectOptions(opened, columnIndex),
  };
  const cardColumns = opened.mapping.columns.flatMap((field, columnIndex) =>
    !field || (hideRanking && RANKING.has(field))
      ? []
      : [
          {
            columnIndex,
            field,
            header: opened.columns[columnIndex]?.header || columnLabelOf(language, field),
          },
        ],
  );

  const columns = useMemo<RowColumn[]>(() => {
    const mapped: RowColumn[] = [];
    opened.mapping.columns.forEach((field, columnIndex) => {
      if (!field || (hideRanking && RANKING.has(field))) return;
      const header = opened.columns[columnIndex]?.header || columnLabelOf(language, field);
      mapped.push({
        key: `c${columnIndex}`,
        header,
        tools: (
          <ColumnToolButton
            header={header}
            onOpen={() => setTool({ columnIndex, header, field })}
          />
        ),
        width: 'minmax(0, 1fr)',
        render: (row) => <Cell row={row} columnIndex={columnIndex} header={header} edits={edits} />,
      });
    });
    mapped.push({
      key: 'problems',
      header: t('imports.preview.problems'),
      width: 'minmax(0, 2.6fr)',
      render: (row) => <Problems row={row} />,
    });
    return mapped;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save only closes over props
  }, [opened.mapping, opened.columns, hideRanking, editing, t, language]);

  return (
    <>
      <StepPanel title={t('imports.preview.title')} subtitle={t('imports.preview.subtitle')}>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {/* Every line of the file, blank ones too, as the report counts them. */}
          <StatCard label={t('imports.count.rows')} value={counts.rows} />
          <StatCard label={t('imports.count.valid')} value={counts.valid} color="teal" />
          <StatCard label={t('imports.count.errors')} value={counts.withErrors} color="red" />
          <StatCard
            label={t('imports.count.warnings')}
            value={counts.withWarnings}
            color="yellow"
          />
          <StatCard label={t('imports.count.blank')} value={counts.empty} />
        </SimpleGrid>
        <RaceCounts {...props.raceCounts} onHeld={onHeld} />
        <Alert variant="light" color="blue" title={t('imports.estimate.title')}>
          {kind === 'registrations'
            ? t('imports.estimate.registrations')
            : t('imports.estimate.results')}
        </Alert>
        {kind === 'results' && (
          <Group align="flex-end">
            {props.modalityOptions.length > 0 ? (
              <Select
                label={t('imports.modality.label')}
                description={t('imports.modality.help')}
                placeholder={t('imports.modality.none')}
                data={props.modalityOptions}
                value={props.modalityId}
                onChange={props.onModality}
                searchable
                clearable
                w={360}
              />
            ) : (
              <TextInput
                label={t('imports.modality.id')}
                description={t('imports.modality.help')}
                value={props.modalityId ?? ''}
                onChange={(event) =>
                  props.onModality(event.currentTarget.value.replace(/\D/g, '') || null)
                }
                w={360}
              />
            )}
          </Group>
        )}
        <Group align="flex-end">
          <SegmentedControl
            aria-label={t('imports.filter.label')}
            value={filter}
            onChange={(value) => setFilter(value as RowFilter)}
            data={[
              { value: 'all', label: t('imports.filter.all') },
              { value: 'errors', label: t('imports.filter.errors', { n: counts.withErrors }) },
              { value: 'warnings', label: t('imports.filter.warnings') },
            ]}
          />
        </Group>
        {review.length > 0 && (
          <Group gap="xs" role="group" aria-label={t('imports.review.label')}>
            <Text size="sm" fw={600}>
              {t('imports.review.label')}
            </Text>
            {review.map((code) => (
              <Button
                key={code}
                size="compact-sm"
                variant={filter === `code:${code}` ? 'filled' : 'default'}
                color={code === 'duplicate_bib' || code === 'required' ? 'red' : 'yellow'}
                autoContrast
                aria-pressed={filter === `code:${code}`}
                onClick={() => setFilter(filter === `code:${code}` ? 'all' : `code:${code}`)}
              >
                {t(`imports.review.${code}`, { n: counts.byCode[code] ?? 0 })}
              </Button>
            ))}
          </Group>
        )}
        {props.podium && (
          <Suspense fallback={<PodiumFrame />}>
            <PodiumPreviewPanel client={client} version={version} {...props.podium} />
          </Suspense>
        )}
        {phone && (
          <Group gap={6} role="group" aria-label={t('imports.cards.tools')}>
            {cardColumns.map(({ columnIndex, field, header }) => (
              <Group key={columnIndex} gap={2} wrap="nowrap" className={classes.toolChip}>
                <Text size="xs">{header}</Text>
                <ColumnToolButton
                  header={header}
                  onOpen={() => setTool({ columnIndex, header, field })}
                />
              </Group>
            ))}
          </Group>
        )}
        {indexes && phone && (
          <RowCards
            client={client}
            indexes={indexes}
            version={version}
            label={t('imports.preview.table')}
            empty={t('imports.preview.none')}
            render={(row) => <RowCard row={row} columns={cardColumns} edits={edits} />}
          />
        )}
        {indexes && !phone && (
          <RowTable
            client={client}
            indexes={indexes}
            version={version}
            columns={columns}
            label={t('imports.preview.table')}
            empty={t('imports.preview.none')}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('imports.preview.fixHint')}
        </Text>
        {!props.raceChosen && (
          <Text size="sm" c="red">
            {t('imports.send.needRaceOrColumn')}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={props.onBack}>
            {t('imports.preview.back')}
          </Button>
          <Button onClick={send} disabled={!props.canSend}>
            {t('imports.send.button', { n: format.number(toSend) })}
          </Button>
        </Group>
      </StepPanel>
      <ColumnToolModal
        client={client}
        tool={tool}
        onApply={props.onReplace}
        onClose={() => setTool(null)}
      />
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('imports.confirmErrors.title')}
        closeButtonProps={{ 'aria-label': t('importTools.close') }}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('imports.confirmErrors.body', {
              errors: counts.withErrors,
              rows: filled,
              valid: format.number(toSend),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('imports.confirmErrors.review')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                props.onSend();
              }}
            >
              {t('imports.confirmErrors.send', { n: format.number(toSend) })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
