import { NativeSelect, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import { localizeRowText } from './row-text';
import classes from './row-table.module.css';
import type { RowView } from './worker-host';

export interface Editing {
  rowIndex: number;
  columnIndex: number;
  value: string;
}

/** The cell being edited, if any, and how an edit goes on and ends. */
export interface CellEdits {
  editing: Editing | null;
  onEdit: (edit: Editing | null) => void;
  onSave: (edit: Editing) => void;
  /** The options a column's cell is fixed with (a select field of the event), if any. */
  choicesOf?: (columnIndex: number) => readonly { value: string; label: string }[] | undefined;
}

export function Cell(props: {
  row: RowView;
  columnIndex: number;
  header: string;
  edits: CellEdits;
}) {
  const { row, columnIndex, header } = props;
  const { editing, onEdit, onSave, choicesOf } = props.edits;
  const { t, language } = useI18n();
  const value = row.cells[columnIndex] ?? '';
  const problems = row.problems.filter((p) => p.columnIndex === columnIndex);
  const isEditing = editing?.rowIndex === row.index && editing.columnIndex === columnIndex;
  const choices = isEditing ? choicesOf?.(columnIndex) : undefined;
  if (editing && isEditing && choices)
    return (
      <NativeSelect
        size="xs"
        autoFocus
        aria-label={t('imports.fix.input', { column: header, row: row.row })}
        value=""
        data={[{ value: '', label: t('imports.fix.choose'), disabled: true }, ...choices]}
        onChange={(event) => onSave({ ...editing, value: event.currentTarget.value })}
        onKeyDown={(event) => event.key === 'Escape' && onEdit(null)}
        onBlur={() => onEdit(null)}
      />
    );
  if (editing && isEditing)
    return (
      <TextInput
        size="xs"
        autoFocus
        aria-label={t('imports.fix.input', { column: header, row: row.row })}
        value={editing.value}
        onChange={(event) => onEdit({ ...editing, value: event.currentTarget.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSave(editing);
          if (event.key === 'Escape') onEdit(null);
        }}
        onBlur={() => (editing.value !== value ? onSave(editing) : onEdit(null))}
      />
    );
  if (!problems.length) return <span title={value}>{value}</span>;
  const severity = problems.some((p) => p.severity === 'error') ? 'error' : 'warning';
  return (
    <UnstyledButton
      className={classes.problemCell}
      data-severity={severity}
      aria-label={t('imports.fix.open', { column: header, row: row.row })}
      title={problems.map((p) => localizeRowText(p.message, language)).join('\n')}
      onClick={() => onEdit({ rowIndex: row.index, columnIndex, value })}
    >
      {value || '—'}
    </UnstyledButton>
  );
}

export function Problems({ row }: { row: RowView }) {
  const { t, language } = useI18n();
  if (row.empty) return <span>{t('imports.preview.emptyRow')}</span>;
  if (!row.problems.length)
    return (
      <span className={classes.message} data-severity="ok">
        {t('imports.preview.ok')}
      </span>
    );
  const text = row.problems
    .map((p) => localizeRowText(p.message, language))
    .map((message, i) =>
      row.problems[i].column ? `${row.problems[i].column}: ${message}` : message,
    )
    .join(' · ');
  const severity = row.problems.some((p) => p.severity === 'error') ? 'error' : 'warning';
  return (
    <span className={classes.message} data-severity={severity} title={text}>
      {text}
    </span>
  );
}

/** A row as a phone shows it: who it is, each problem in words, and the cells to fix. */
export function RowCard(props: {
  row: RowView;
  columns: { columnIndex: number; header: string }[];
  edits: CellEdits;
}) {
  const { row, columns, edits } = props;
  const { t, language } = useI18n();
  const who = row.cells.filter(Boolean).slice(0, 3).join(' · ');
  const wrong = columns.filter((c) => row.problems.some((p) => p.columnIndex === c.columnIndex));
  return (
    <Stack gap={6}>
      {!row.empty && (
        <Text size="sm" fw={500} truncate="end" title={who}>
          {who}
        </Text>
      )}
      {row.empty || !row.problems.length ? (
        <Problems row={row} />
      ) : (
        row.problems.map((p, i) => (
          <span
            key={i}
            className={`${classes.message} ${classes.cardMessage}`}
            data-severity={p.severity}
          >
            {p.column ? `${p.column}: ` : ''}
            {localizeRowText(p.message, language)}
          </span>
        ))
      )}
      {wrong.length > 0 && (
        <Stack gap={4} role="group" aria-label={t('imports.cards.fixes')}>
          {wrong.map(({ columnIndex, header }) => (
            <div key={columnIndex} className={classes.cardFix}>
              <Text size="xs" c="dimmed" truncate="end">
                {header}
              </Text>
              <Cell row={row} columnIndex={columnIndex} header={header} edits={edits} />
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
