import { Badge, Table, Text } from '@mantine/core';
import type { DiscountVersionItem, DiscountsVersion, RetentionVersion } from '@/contract/versions';
import { useRelativeDay } from '@/web/components/relative-day';
import { history } from '@/web/i18n/features/history';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import {
  diffDiscounts,
  diffRetention,
  type DiffChange,
  type DiscountDiffRow,
  type RetentionDiffRow,
} from '@/web/lib/version-diff';

addMessages([history]);

const COLOR: Record<Exclude<DiffChange, 'same'>, string> = {
  added: 'teal',
  removed: 'red',
  changed: 'blue',
};

export type VersionPair =
  | { kind: 'legal-discounts'; before: DiscountsVersion | null; after: DiscountsVersion | null }
  | { kind: 'retention'; before: RetentionVersion | null; after: RetentionVersion | null };

/** The rows of a pair that changed, and how many did not. */
export function changedRows(pair: VersionPair): {
  rows: (DiscountDiffRow | RetentionDiffRow)[];
  same: number;
} {
  const all: (DiscountDiffRow | RetentionDiffRow)[] =
    pair.kind === 'legal-discounts'
      ? diffDiscounts(pair.before, pair.after)
      : diffRetention(pair.before, pair.after);
  const rows = all.filter((r) => r.change !== 'same');
  return { rows, same: all.length - rows.length };
}

/**
 * Two versions of an event's discounts or retention side by side, only what differs (and how
 * many items did not): the confirmation before a save or a restore, and the history's entries.
 */
export function VersionDiff({
  pair,
  beforeLabel,
  caption,
}: {
  pair: VersionPair;
  /** "Agora" in a confirmation, "Antes" in the history. */
  beforeLabel: string;
  caption?: string;
}) {
  const { t, format } = useI18n();
  const relativeDay = useRelativeDay();
  const { rows, same } = changedRows(pair);

  const discount = (d: DiscountVersionItem | null) => {
    if (!d) return t('diff.absent');
    const value =
      d.discount_type === 'percent' ? `${format.number(d.value)} %` : format.money(d.value);
    const notes = [!d.enabled && t('diff.off'), d.requires_proof && t('diff.proof')].filter(
      Boolean,
    );
    return notes.length ? `${value} (${notes.join(', ')})` : value;
  };
  const percent = (p: number | null) => (p === null ? t('diff.absent') : `${format.number(p)} %`);

  if (!rows.length)
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('diff.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table verticalSpacing={6} striped={false} withTableBorder>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('diff.col.item')}</Table.Th>
            <Table.Th>{beforeLabel}</Table.Th>
            <Table.Th>{t('diff.col.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const change = row.change as Exclude<DiffChange, 'same'>;
            const isDiscount = 'type' in row;
            const label = isDiscount
              ? t(`legalDiscounts.type.${row.type as 'senior' | 'student' | 'pcd'}`)
              : t('diff.payout', { day: relativeDay(row.offset_days) });
            const was = isDiscount ? discount(row.before) : percent(row.before);
            const now =
              isDiscount && change === 'removed'
                ? t('diff.kept')
                : isDiscount
                  ? discount(row.after)
                  : percent(row.after);
            return (
              <Table.Tr key={isDiscount ? row.type : row.offset_days} data-change={change}>
                <Table.Td>
                  <Text size="sm" fw={500} span>
                    {label}
                  </Text>{' '}
                  <Badge size="xs" variant="light" color={COLOR[change]}>
                    {t(`diff.change.${change}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" td={change === 'changed' ? 'line-through' : undefined} c="dimmed">
                    {was}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {now}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {same > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('diff.same', { count: same })}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}
