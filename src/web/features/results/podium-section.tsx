import { prizeRuleQueries } from '@/web/api/prize-rules';
import {
  Badge,
  EmptyState,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AWARD_KINDS } from '@/contract/enums';
import type { Category, PrizeRule } from '@/contract/races';
import type { Result } from '@/contract/results';
import { ErrorView } from '@/web/components/error-view';
import { InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { podiumFor, type PodiumGroup } from '@/contract/podium';
import { podiumTitle } from '@/web/lib/podium-title';
import { resultQueries } from '@/web/api/results';

interface PodiumSectionProps {
  eventCode: string;
  race: string;
  raceName: string;
  scoring?: string;
  categories: Category[] | null;
}

const AWARD_COLORS: Record<(typeof AWARD_KINDS)[number], string> = {
  trofeu: 'yellow',
  medalha: 'orange',
  dinheiro: 'teal',
  brinde: 'grape',
};
const PLACE_COLORS = ['yellow.6', 'gray.5', 'orange.8'];

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function PodiumCard({ group }: { group: PodiumGroup<PrizeRule, Result> }) {
  const { t, format } = useI18n();
  const title = podiumTitle(group.label, t);
  const award = group.rule.tipo_premiacao;
  const known = includes(AWARD_KINDS, award);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="sm">
        <div>
          <Text fw={600} lh={1.3}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {t('results.podium.cut', { count: group.label.cut })}
            {group.places === 'computed' &&
              !group.unsupported &&
              group.entries.length > 0 &&
              ` · ${t('results.podium.computed')}`}
          </Text>
        </div>
        <Badge variant="light" color={known ? AWARD_COLORS[award] : 'gray'}>
          {known ? t(`results.award.${award}`) : award}
        </Badge>
      </Group>
      {group.unsupported ? (
        <Text size="sm" c="dimmed">
          {t('results.podium.team')}
        </Text>
      ) : group.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('results.podium.nobody')}
        </Text>
      ) : (
        <Stack
          component="ol"
          gap={8}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('results.podium.list', { title })}
        >
          {group.entries.map((entry) => (
            <Group component="li" key={entry.bib} gap="sm" wrap="nowrap">
              <ThemeIcon
                radius="xl"
                size="md"
                variant={entry.place <= 3 ? 'filled' : 'light'}
                color={PLACE_COLORS[entry.place - 1] ?? 'gray'}
              >
                <Text span size="xs" fw={700}>
                  {format.number(entry.place)}
                </Text>
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {entry.name ?? entry.bib}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[`#${entry.bib}`, entry.category, entry.team].filter(Boolean).join(' · ')}
                </Text>
              </div>
              {entry.tied && (
                <Badge size="xs" variant="outline" color="gray">
                  {t('results.podium.tie')}
                </Badge>
              )}
              <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {entry.time ?? t('value.none')}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** For each prize rule of the race, whom it would award, from every finisher's result. */
export function PodiumSection({
  eventCode,
  race,
  raceName,
  scoring,
  categories,
}: PodiumSectionProps) {
  const { t, format } = useI18n();
  const rules = useQuery(prizeRuleQueries.every(eventCode, race));
  const finishers = useQuery(resultQueries.finishers(eventCode, race));
  const loaded = finishers.data;
  const complete = loaded != null && loaded.total !== null && loaded.loaded >= loaded.total;
  const groups = useMemo(
    () =>
      rules.data && loaded && complete
        ? podiumFor(rules.data, loaded.results, categories, { scoring })
        : null,
    [rules.data, loaded, complete, categories, scoring],
  );
  // Shown once the first page of finishers is in: a race with none has nothing to award, and
  // the table already says so.
  if (!finishers.isError && (!loaded || loaded.total === 0)) return null;

  const title = t('results.podium.title');
  let body;
  if (rules.isError || finishers.isError)
    body = (
      <ErrorView
        error={rules.error ?? finishers.error}
        title={t('results.error.podium')}
        onRetry={() => {
          if (rules.isError) void rules.refetch();
          if (finishers.isError) void finishers.refetch();
        }}
      />
    );
  else if (rules.data?.length === 0)
    body = (
      <EmptyState
        icon={<InfoIcon size={26} />}
        variant="light"
        title={t('results.podium.noRulesTitle')}
        description={t('results.podium.noRules', { race: raceName })}
      />
    );
  else if (loaded && loaded.total !== null && !complete) {
    const label = t('results.podium.loading', {
      loaded: format.number(loaded.loaded),
      total: format.number(loaded.total),
    });
    body = (
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Progress
          value={(loaded.loaded / Math.max(loaded.total, 1)) * 100}
          aria-label={label}
          animated
        />
      </Stack>
    );
  } else if (!groups) body = <Skeleton height={160} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {groups.map((group) => (
          <PodiumCard key={group.key} group={group} />
        ))}
      </SimpleGrid>
    );

  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('results.podium.subtitle')}
      </Text>
      {body}
    </Paper>
  );
}
