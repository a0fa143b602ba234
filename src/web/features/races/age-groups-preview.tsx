import { Badge, Table, Text, Title } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import type { ProposedCategory } from './age-groups';
import { agesText, sexText } from './category-table';

/** The categories the generator would create, each one that clashes flagged and left out. */
export function AgeGroupsPreview({ plan }: { plan: ProposedCategory[] }) {
  const { t } = useI18n();
  const fresh = plan.filter((p) => p.clash === null).length;
  const title = t('ageGroups.preview');
  return (
    <>
      <Title order={3} size="h5" id="age-groups-preview">
        {title}
      </Title>
      <Text size="sm" c="dimmed" aria-live="polite">
        {fresh === 0
          ? t('ageGroups.nothing')
          : t('ageGroups.summary', { count: fresh, skipped: plan.length - fresh })}
      </Text>
      <Table.ScrollContainer minWidth={420} type="native" mah={320} tabIndex={0} aria-label={title}>
        <Table verticalSpacing={4} aria-labelledby="age-groups-preview" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('categories.col.name')}</Table.Th>
              <Table.Th>{t('categories.col.sex')}</Table.Th>
              <Table.Th>{t('categories.col.ages')}</Table.Th>
              <Table.Th>{t('categories.col.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.map(({ body, clash }) => (
              <Table.Tr key={body.name} c={clash ? 'dimmed' : undefined}>
                <Table.Td fw={500} td={clash ? 'line-through' : undefined}>
                  {body.name}
                </Table.Td>
                <Table.Td>{sexText(body.sex, t)}</Table.Td>
                <Table.Td>
                  {agesText({ age_min: body.age_min ?? null, age_max: body.age_max ?? null }, t)}
                </Table.Td>
                <Table.Td>
                  {clash ? (
                    <Badge color="orange" variant="light" tt="none">
                      {t(`ageGroups.clash.${clash.kind}`, { with: clash.with })}
                    </Badge>
                  ) : (
                    <Badge color="teal" variant="light" tt="none">
                      {t('ageGroups.new')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
