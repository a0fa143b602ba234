import {
  Alert,
  Group,
  Input,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import type { RefObject } from 'react';
import type { Race } from '@/contract/races';
import { useI18n } from '@/web/i18n/i18n';
import type { Delimiter } from '@/spreadsheet/read-csv';
import type { FileInfo } from '@/spreadsheet/pipeline-messages';
import type { ImportKind } from '@/spreadsheet/types';
import { PipelineError } from './pipeline-client';

export const ACCEPT = '.csv,.txt,.xlsx';
const DELIMITER_OPTIONS: { value: string; key: 'auto' | 'semicolon' | 'comma' | 'tab' }[] = [
  { value: '', key: 'auto' },
  { value: ';', key: 'semicolon' },
  { value: ',', key: 'comma' },
  { value: '\t', key: 'tab' },
];

const delimiterSymbol = (delimiter: Delimiter | undefined) =>
  delimiter === '\t' ? 'Tab' : (delimiter ?? ';');

/** What went wrong, in the screen's language when the pipeline said why (an empty file). */
export function useFailureText() {
  const { t } = useI18n();
  return (failure: unknown): string => {
    if (failure instanceof PipelineError && failure.code) {
      const code = failure.code === 'empty_file' ? 'empty' : 'headerOnly';
      return failure.sheet
        ? t(`imports.fileProblem.${code}Sheet`, { sheet: failure.sheet })
        : t(`imports.fileProblem.${code}`);
    }
    return failure instanceof Error ? failure.message : String(failure);
  };
}

interface SourceStepProps {
  stepIndex: number;
  busy: boolean;
  kind: ImportKind;
  onKind: (kind: ImportKind) => void;
  /** Null when the hub lists no races (the code is typed); undefined until it answered. */
  races: Race[] | null | undefined;
  racesPending: boolean;
  raceCode: string;
  onRace: (code: string) => void;
  fileInput: RefObject<HTMLInputElement | null>;
  onFile: (file: File | null) => void;
  /** The file as last opened, for its delimiter or sheet choice. */
  file: FileInfo | null;
  delimiter: Delimiter | undefined;
  onDelimiter: (delimiter: Delimiter | undefined) => void;
  onSheet: (sheet: string) => void;
  error: unknown;
  /** Rows read so far while a file opens; null when none is opening. */
  openingRows: number | null;
}

/** The wizard's head: where it stands, what to import, into which race, from which file. */
export function SourceStep({
  stepIndex,
  busy,
  kind,
  onKind,
  races,
  racesPending,
  raceCode,
  onRace,
  fileInput,
  onFile,
  file,
  delimiter,
  onDelimiter,
  onSheet,
  error,
  openingRows,
}: SourceStepProps) {
  const { t } = useI18n();
  const failureText = useFailureText();
  const raceOptions = (races ?? []).map((r) => ({ value: r.code, label: `${r.code} · ${r.name}` }));
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Stepper active={stepIndex} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('imports.step.file')} />
          <Stepper.Step label={t('imports.step.mapping')} />
          <Stepper.Step label={t('imports.step.preview')} />
          <Stepper.Step label={t('imports.step.sending')} />
          <Stepper.Step label={t('imports.step.report')} />
        </Stepper>
        <Group align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="imports-kind-label">
              {t('imports.kind.label')}
            </Text>
            <SegmentedControl
              aria-labelledby="imports-kind-label"
              value={kind}
              disabled={busy}
              onChange={(value) => onKind(value as ImportKind)}
              data={[
                { value: 'registrations', label: t('imports.kind.registrations') },
                { value: 'results', label: t('imports.kind.results') },
              ]}
            />
          </Stack>
          {races === null ? (
            <TextInput
              label={t('imports.race.code')}
              description={t('imports.race.typed')}
              value={raceCode}
              disabled={busy}
              onChange={(event) => onRace(event.currentTarget.value.trim())}
              w={220}
            />
          ) : (
            <NativeSelect
              label={t('imports.race.label')}
              data={[
                {
                  value: '',
                  label: racesPending ? t('imports.race.loading') : t('imports.race.pick'),
                },
                ...raceOptions,
              ]}
              value={raceCode}
              disabled={busy}
              onChange={(event) => onRace(event.currentTarget.value)}
              w={300}
            />
          )}
          <Input.Wrapper
            label={t('imports.file.label')}
            description={t('imports.file.help')}
            id="imports-file"
          >
            <input
              ref={fileInput}
              id="imports-file"
              aria-describedby="imports-file-description"
              type="file"
              accept={ACCEPT}
              disabled={busy}
              onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
              style={{ display: 'block', paddingTop: 6 }}
            />
          </Input.Wrapper>
          {file?.format === 'csv' && (
            <NativeSelect
              label={t('imports.delimiter.label')}
              value={delimiter ?? ''}
              disabled={busy}
              data={DELIMITER_OPTIONS.map((o) => ({
                value: o.value,
                label:
                  o.value === ''
                    ? t('imports.delimiter.auto', {
                        detected: delimiterSymbol(file.detectedDelimiter),
                      })
                    : t(`imports.delimiter.${o.key}`),
              }))}
              onChange={(event) =>
                onDelimiter((event.currentTarget.value || undefined) as Delimiter | undefined)
              }
              w={250}
            />
          )}
          {file?.format === 'xlsx' && (file.sheetNames?.length ?? 0) > 1 && (
            <NativeSelect
              label={t('imports.sheet.label')}
              value={file.sheet ?? ''}
              disabled={busy}
              data={file.sheetNames ?? []}
              onChange={(event) => onSheet(event.currentTarget.value)}
              w={200}
            />
          )}
        </Group>
        {error !== null && (
          <Alert color="red" variant="light" title={t('imports.error.title')}>
            {failureText(error)}
          </Alert>
        )}
        {stepIndex === 0 && openingRows === null && !file && error === null && (
          <Text c="dimmed" size="sm">
            {t('imports.source.hint')}
          </Text>
        )}
        {openingRows !== null && (
          <Text role="status" size="sm">
            {openingRows > 0
              ? t('imports.opening.rows', { rows: openingRows.toLocaleString('pt-BR') })
              : t('imports.opening.start')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
