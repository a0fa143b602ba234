import { EmptyState, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { SEXES } from '@/contract/enums';
import type { Category, Race } from '@/contract/races';
import { InfoIcon } from '@/web/components/icons';
import { StatusBadge } from '@/web/components/status-badge';
import { useI18n, type TranslateParams } from '@/web/i18n/i18n';
import classes from './category-table.module.css';
import type { MessageKey } from '@/web/i18n/messages';

type Translate = (key: MessageKey, params?: TranslateParams) => string;

/** The row of a category: `focusSavedRow` finds it apart from the race rows above. */
export const categoryRowId = (id: number) => `category-${id}`;

/** "18–29 anos", "60+ anos", "até 17 anos", or every age. */
export function agesText(c: Pick<Category, 'age_min' | 'age_max'>, t: Translate): string {
  if (c.age_min !== null && c.age_max !== null)
    return t('categories.ages.range', { min: c.age_min, max: c.age_max });
  if (c.age_min !== null) return t('categories.ages.from', { min: c.age_min });
  if (c.age_max !== null) return t('categories.ages.upTo', { max: c.age_max });
  return t('categories.ages.any');
}

export function sexText(sex: string | null | undefined, t: Translate): string {
  if (!sex) return t('categories.sex.any');
  return (SEXES as readonly string[]).includes(sex)
    ? t(`categories.sex.${sex as (typeof SEXES)[number]}`)
    : sex;
}

/** The race's categories in its order (`sort_order`, then as created). */
export const sortedCategories = (race: Race): Category[] =>
  [...(race.categories ?? [])].sort(
    (a, b) => (a.sort_order ?? Infinity) - (b.sort_order ?? Infinity) || a.id - b.id,
  );

export function CategoryTable({
  race,
  actions,
}: {
  race: Race;
  /** The row's buttons, where the hub can change categories. */
  actions?: (category: Category) => ReactNode;
}) {
  const { t, format } = useI18n();
  const rows = sortedCategories(race);
  if (rows.length === 0)
    return (
      <EmptyState
        icon={<InfoIcon size={26} />}
        variant="light"
        title={t('categories.emptyTitle')}
        description={t('categories.empty', { race: race.name })}
      />
    );
  const modalityOf = (c: Category) =>
    c.modality?.name ??
    race.modalities?.find((m) => m.id === c.modality_id)?.name ??
    (c.modality_id === null ? t('categories.modality.any') : `#${c.modality_id}`);
  const yesNo = (value: boolean) => (value ? t('value.yes') : t('value.no'));
  const label = t('categories.table', { race: race.name });
  return (
    <Table.ScrollContainer minWidth={760} type="native" tabIndex={0} aria-label={label}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={label} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.name}>{t('categories.col.name')}</Table.Th>
            <Table.Th>{t('categories.col.sex')}</Table.Th>
            <Table.Th>{t('categories.col.ages')}</Table.Th>
            <Table.Th>{t('categories.col.modality')}</Table.Th>
            <Table.Th>{t('categories.col.pwd')}</Table.Th>
            <Table.Th>{t('categories.col.team')}</Table.Th>
            <Table.Th ta="right">{t('categories.col.awards')}</Table.Th>
            <Table.Th>{t('categories.col.status')}</Table.Th>
            {actions && (
              <Table.Th className={classes.actions}>
                <VisuallyHidden>{t('categories.col.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.id} data-item-id={categoryRowId(c.id)}>
              <Table.Td className={classes.name}>
                <Text size="sm" fw={500}>
                  {c.name}
                </Text>
              </Table.Td>
              <Table.Td>{sexText(c.sex, t)}</Table.Td>
              <Table.Td>{agesText(c, t)}</Table.Td>
              <Table.Td>{modalityOf(c)}</Table.Td>
              <Table.Td>{yesNo(c.is_pwd)}</Table.Td>
              <Table.Td>{yesNo(c.is_team)}</Table.Td>
              <Table.Td ta="right">{format.number(c.award_count)}</Table.Td>
              <Table.Td>
                <StatusBadge status={c.status} />
              </Table.Td>
              {actions && <Table.Td className={classes.actions}>{actions(c)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
