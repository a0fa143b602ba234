import {
  Alert,
  Autocomplete,
  Badge,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import type { ColumnTool } from '@/spreadsheet/column-tools';
import {
  ENUM_VALUES,
  isEnumField,
  type ColumnValues,
  type ValueChange,
} from '@/spreadsheet/column-tools';
import type { PipelineClient } from './pipeline-client';

/** What each tool's form gets: the column, its values as the worker counted them. */
interface ToolFormProps {
  client: PipelineClient;
  tool: ColumnTool;
  values: ColumnValues;
  onApply: (changes: ValueChange[]) => Promise<void>;
  onCancel: () => void;
}

type ToolKind = 'replace' | 'map';

/**
 * The column's values, read once, and its tools: mapping the values of an enumerated column
 * (the first choice there) or replacing one value.
 */
export function ToolPanel({
  loading,
  ...props
}: Omit<ToolFormProps, 'values'> & { loading: ReactNode }) {
  const { t } = useI18n();
  const { client, tool } = props;
  const enumerated = isEnumField(tool.field);
  const [kind, setKind] = useState<ToolKind>(enumerated ? 'map' : 'replace');
  const [values, setValues] = useState<ColumnValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    client.values(tool.columnIndex).then(
      (answer) => live && setValues(answer),
      (error: Error) => live && setFailure(error.message),
    );
    return () => {
      live = false;
    };
  }, [client, tool.columnIndex]);

  const apply = async (changes: ValueChange[]) => {
    try {
      await props.onApply(changes);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Stack gap="md">
      {enumerated && (
        <SegmentedControl
          aria-label={t('importTools.kind')}
          value={kind}
          onChange={(value) => setKind(value as ToolKind)}
          data={[
            { value: 'map', label: t('importTools.map') },
            { value: 'replace', label: t('importTools.replace') },
          ]}
        />
      )}
      {failure && (
        <Alert color="red" variant="light" title={t('imports.error.title')}>
          {failure}
        </Alert>
      )}
      {!values ? (
        loading
      ) : kind === 'replace' ? (
        <ReplaceForm {...props} values={values} onApply={apply} />
      ) : (
        <MapForm {...props} values={values} onApply={apply} />
      )}
    </Stack>
  );
}

function Footer({
  count,
  label,
  busy,
  onCancel,
}: {
  count: number | null;
  label: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t, format } = useI18n();
  return (
    <Group justify="space-between" align="center">
      <Text size="sm" fw={600} role="status" c={count ? undefined : 'dimmed'}>
        {count === null
          ? t('importTools.counting')
          : count === 0
            ? t('importTools.noChange')
            : t('importTools.willChange', { n: format.number(count) })}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('importTools.cancel')}
        </Button>
        <Button type="submit" loading={busy} disabled={!count}>
          {label}
        </Button>
      </Group>
    </Group>
  );
}

function ReplaceForm({ client, tool, values, onApply, onCancel }: ToolFormProps) {
  const { t, format } = useI18n();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [counted, setCounted] = useState<{ key: string; cells: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const counts = new Map(values.values.map((v) => [v.value, v.count]));
  const suggestions = values.values.filter((v) => v.value !== '').map((v) => v.value);
  const key = JSON.stringify([from, to]);
  const count = counted?.key === key ? counted.cells : null;

  useEffect(() => {
    let live = true;
    client.count({ columnIndex: tool.columnIndex, changes: [{ from, to }] }).then(
      (answer) => live && setCounted({ key, cells: answer.cells }),
      () => live && setCounted({ key, cells: 0 }),
    );
    return () => {
      live = false;
    };
  }, [client, tool.columnIndex, from, to, key]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!count) return;
    setBusy(true);
    await onApply([{ from, to }]);
    setBusy(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('importTools.replaceHelp')}
        </Text>
        <Group grow align="flex-start">
          <Autocomplete
            label={t('importTools.from')}
            placeholder={t('importTools.fromPlaceholder')}
            data={suggestions}
            value={from}
            onChange={setFrom}
            autoFocus
            limit={30}
            renderOption={({ option }) => (
              <Group justify="space-between" w="100%" wrap="nowrap">
                <span>{option.value}</span>
                <Text span size="xs" c="dimmed">
                  {format.number(counts.get(option.value) ?? 0)}
                </Text>
              </Group>
            )}
          />
          <TextInput
            label={t('importTools.to')}
            description={t('importTools.toHelp')}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </Group>
        <Footer count={count} label={t('importTools.apply')} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

const KEEP = '__keep';
const CLEAR = '__clear';

function enumLabel(t: (key: MessageKey) => string, field: string, value: string) {
  return t(`importTools.enum.${field}.${value}` as MessageKey);
}

function MapForm({ tool, values, onApply, onCancel }: ToolFormProps) {
  const { t, format } = useI18n();
  const [targets, setTargets] = useState<ReadonlyMap<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const accepted = ENUM_VALUES[tool.field] ?? [];
  const options = [
    { value: KEEP, label: t('importTools.keep') },
    ...accepted.map((value) => ({ value, label: enumLabel(t, tool.field, value) })),
    { value: CLEAR, label: t('importTools.clear') },
  ];
  const changes: ValueChange[] = [];
  let count = 0;
  for (const { value, count: cells } of values.values) {
    const target = targets.get(value) ?? KEEP;
    const to = target === CLEAR ? '' : target;
    if (target === KEEP || to === value) continue;
    changes.push({ from: value, to });
    count += cells;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!changes.length) return;
    setBusy(true);
    await onApply(changes);
    setBusy(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('importTools.mapHelp')}
        </Text>
        <Table.ScrollContainer minWidth={480} maxHeight={360}>
          <Table
            stickyHeader
            verticalSpacing={6}
            aria-label={t('importTools.values', { column: tool.header })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('importTools.value')}</Table.Th>
                <Table.Th ta="right">{t('importTools.cells')}</Table.Th>
                <Table.Th>{t('importTools.means')}</Table.Th>
                <Table.Th>{t('importTools.target')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.values.map(({ value, count: cells, means }) => (
                <Table.Tr key={value}>
                  <Table.Td>
                    {value === '' ? (
                      <Text span size="sm" c="dimmed" fs="italic">
                        {t('importTools.blankValue')}
                      </Text>
                    ) : (
                      value
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.number(cells)}
                  </Table.Td>
                  <Table.Td>
                    {means ? (
                      <Badge variant="light" color="teal">
                        {enumLabel(t, tool.field, means)}
                      </Badge>
                    ) : value === '' ? (
                      <Text span c="dimmed">
                        —
                      </Text>
                    ) : (
                      <Badge variant="light" color="red">
                        {t('importTools.unknown')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      size="xs"
                      aria-label={t('importTools.targetOf', {
                        value: value === '' ? t('importTools.blankValue') : value,
                      })}
                      data={options}
                      value={targets.get(value) ?? KEEP}
                      onChange={(event) => {
                        const next = event.currentTarget.value;
                        setTargets((current) => new Map(current).set(value, next));
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {values.distinct > values.values.length && (
          <Text size="xs" c="dimmed">
            {t('importTools.more', { shown: values.values.length, total: values.distinct })}
          </Text>
        )}
        <Footer count={count} label={t('importTools.applyMap')} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
