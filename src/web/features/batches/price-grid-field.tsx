import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useController, type Control } from 'react-hook-form';
import { installmentCents } from '@/contract/batches';
import { MoneyInput } from '@/web/components/form/bindings';
import { AlertIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import type { BatchFormValues } from './batch-form-schema';
import {
  copyToAll,
  moveFocus,
  setCovered,
  setPrice,
  type CellPosition,
  type PriceRow,
} from './price-grid';
import classes from './price-grid-field.module.css';

/** Keyboard columns: the "in batch" toggle, the price, the copy button. */
const COLS = 3;

interface RowProps {
  row: PriceRow;
  index: number;
  error: string | undefined;
  installments: number | null;
  /** A phone: the installment under the price, not in a column of its own. */
  phone: boolean;
  onPrice: (index: number, cents: number | null) => void;
  onCover: (index: number, covered: boolean) => void;
  onCopy: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, at: CellPosition) => void;
  cellRef: (at: CellPosition, element: HTMLElement | null) => void;
}

/**
 * react-hook-form hands `field.value` out as a deep clone on every change, so every row object
 * is new after each keystroke: rows are compared by their values, or all 20 would re-render.
 */
function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

function sameRowProps({ row: a, ...restA }: RowProps, { row: b, ...restB }: RowProps): boolean {
  return (a === b || shallowEqual(a, b)) && shallowEqual(restA, restB);
}

const PriceGridRow = memo(function PriceGridRow({
  row,
  index,
  error,
  installments,
  phone,
  onPrice,
  onCover,
  onCopy,
  onKeyDown,
  cellRef,
}: RowProps) {
  const { t, format } = useI18n();
  const valid = row.cents !== null && !Number.isNaN(row.cents);
  const perInstallment =
    valid && installments && installments > 1
      ? t('batches.grid.installmentValue', {
          count: installments,
          value: format.money(installmentCents(row.cents as number, installments)),
        })
      : null;
  return (
    <Table.Tr data-covered={row.covered || undefined} className={classes.row}>
      <Table.Td className={classes.name}>
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
        <Group gap={6}>
          {row.code && (
            <Text size="xs" c="dimmed" ff="monospace">
              {row.code}
            </Text>
          )}
          {!row.covered && (
            <Badge size="xs" variant="light" color="gray">
              {t('batches.grid.outside')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="center">
        <Checkbox
          ref={(element) => cellRef({ row: index, col: 0 }, element)}
          checked={row.covered}
          onChange={(event) => onCover(index, event.currentTarget.checked)}
          onKeyDown={(event) => onKeyDown(event, { row: index, col: 0 })}
          aria-label={t('batches.grid.cover', { race: row.name })}
          styles={{ body: { justifyContent: 'center' } }}
        />
      </Table.Td>
      <Table.Td>
        <MoneyInput
          ref={(element) => cellRef({ row: index, col: 1 }, element)}
          value={row.cents}
          onChange={(cents) => onPrice(index, cents)}
          onKeyDown={(event) => onKeyDown(event, { row: index, col: 1 })}
          invalidMessage={t('batches.error.priceInvalid')}
          error={error}
          aria-label={t('batches.grid.priceOf', { race: row.name })}
          placeholder="0,00"
          autoComplete="off"
          size="sm"
          classNames={{ input: classes.price }}
        />
        {phone && perInstallment && (
          <Text size="xs" c="dimmed" mt={4}>
            {perInstallment}
          </Text>
        )}
      </Table.Td>
      {!phone && (
        <Table.Td>
          <Text size="sm" c={row.covered ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
            {perInstallment ?? t('value.none')}
          </Text>
        </Table.Td>
      )}
      <Table.Td ta="right">
        <Tooltip label={t('batches.grid.copy')} withArrow openDelay={300}>
          <ActionIcon
            ref={(element) => cellRef({ row: index, col: 2 }, element)}
            variant="subtle"
            color="gray"
            onClick={() => onCopy(index)}
            onKeyDown={(event) => onKeyDown(event, { row: index, col: 2 })}
            // Focusable while off, so the keyboard path through the grid never changes.
            data-disabled={!valid || undefined}
            aria-disabled={!valid}
            aria-label={t('batches.grid.copyOf', { race: row.name })}
          >
            <CopyDownIcon />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}, sameRowProps);

function CopyDownIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="8" y="3" width="12" height="12" rx="2" />
      <path d="M4 9v10a2 2 0 0 0 2 2h10" />
    </svg>
  );
}

/** Arrow left/right stay inside a price while the caret is not at its edge. */
function keepsCaret(event: KeyboardEvent<HTMLElement>) {
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || target.type !== 'text') return false;
  const { selectionStart, selectionEnd, value } = target;
  if (selectionStart === null || selectionStart !== selectionEnd) return false;
  if (event.key === 'ArrowLeft') return selectionStart > 0;
  if (event.key === 'ArrowRight') return selectionStart < value.length;
  return false;
}

interface PriceGridFieldProps {
  control: Control<BatchFormValues, unknown, unknown>;
  /** Per-installment values are shown for this many installments; null when off. */
  installments: number | null;
  /** A hub that cannot list races: let the person add a race of the event by its id. */
  allowAddById: boolean;
  notice?: ReactNode;
}

/** The race-price grid of a batch, bound to the form's `race_prices` rows. */
export function PriceGridField({
  control,
  installments,
  allowAddById,
  notice,
}: PriceGridFieldProps) {
  const { t } = useI18n();
  const { field, fieldState } = useController({ control, name: 'race_prices' });
  const rows = field.value;
  const latest = useRef({ rows, onChange: field.onChange });
  useLayoutEffect(() => {
    latest.current = { rows, onChange: field.onChange };
  });
  const cells = useRef(new Map<string, HTMLElement>());
  const [typedId, setTypedId] = useState('');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;

  const update = useCallback((next: (rows: PriceRow[]) => PriceRow[]) => {
    const { rows: current, onChange } = latest.current;
    onChange(next(current));
  }, []);
  const onPrice = useCallback(
    (index: number, cents: number | null) => update((current) => setPrice(current, index, cents)),
    [update],
  );
  const onCover = useCallback(
    (index: number, covered: boolean) => update((current) => setCovered(current, index, covered)),
    [update],
  );
  const onCopy = useCallback(
    (index: number) => update((current) => copyToAll(current, index)),
    [update],
  );
  const cellRef = useCallback((at: CellPosition, element: HTMLElement | null) => {
    const key = `${at.row}:${at.col}`;
    if (element) cells.current.set(key, element);
    else cells.current.delete(key);
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>, at: CellPosition) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // Enter and Space on the copy button press it.
    if (event.key === 'Enter' && at.col === 2) return;
    if (keepsCaret(event)) return;
    const next = moveFocus(
      at,
      { key: event.key, shiftKey: event.shiftKey },
      { rows: latest.current.rows.length, cols: COLS },
    );
    if (!next) return;
    const target = cells.current.get(`${next.row}:${next.col}`);
    if (!target) return;
    event.preventDefault();
    target.focus();
    if (target instanceof HTMLInputElement && target.type === 'text') target.select();
  }, []);

  const rowErrors = fieldState.error as
    | ({ message?: string; root?: { message?: string } } & Record<
        number,
        { cents?: { message?: string } } | undefined
      >)
    | undefined;
  const rootError = rowErrors?.message ?? rowErrors?.root?.message;

  const addById = () => {
    const id = typedId.trim();
    if (!/^\d+$/.test(id) || rows.some((row) => row.race_id === id)) return;
    update((current) => [
      ...current,
      {
        race_id: id,
        name: t('batches.grid.raceById', { id }),
        code: '',
        covered: true,
        cents: null,
      },
    ]);
    setTypedId('');
  };

  return (
    <Stack gap="sm">
      {notice}
      {rows.length > 0 && (
        // On a phone the grid fits the screen (no scrolling sideways, which hid the races' names
        // while a price was typed): narrower columns, the installment under the price.
        <Table.ScrollContainer minWidth={0} type="native" tabIndex={0}>
          <Table className={classes.grid} verticalSpacing={6} aria-describedby="price-grid-help">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('batches.grid.race')}</Table.Th>
                <Table.Th ta="center" className={classes.coveredCol}>
                  {t('batches.grid.covered')}
                </Table.Th>
                <Table.Th className={classes.priceCol}>{t('batches.grid.price')}</Table.Th>
                {!phone && (
                  <Table.Th className={classes.installment}>
                    {t('batches.grid.installment')}
                  </Table.Th>
                )}
                <Table.Th ta="right" className={classes.copyCol}>
                  <VisuallyHidden>{t('batches.grid.copy')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <PriceGridRow
                  key={row.race_id}
                  row={row}
                  index={index}
                  error={rowErrors?.[index]?.cents?.message}
                  installments={installments}
                  phone={phone}
                  onPrice={onPrice}
                  onCover={onCover}
                  onCopy={onCopy}
                  onKeyDown={onKeyDown}
                  cellRef={cellRef}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed" id="price-grid-help">
        {t('batches.grid.help')}
      </Text>
      {rootError && (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" py="xs">
          {rootError}
        </Alert>
      )}
      {allowAddById && (
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('batches.grid.addRaceId')}
            value={typedId}
            onChange={(event) => setTypedId(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addById();
              }
            }}
            inputMode="numeric"
            w={220}
            size="sm"
          />
          <Button variant="default" size="sm" onClick={addById}>
            {t('batches.grid.addRace')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
