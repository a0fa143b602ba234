import { prizeRuleQueries } from '@/web/api/prize-rules';
import { Badge, Group, List, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PrizeRule, Race } from '@/contract/races';
import { results } from '@/web/i18n/features/results';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import type { PodiumGroup } from '@/contract/podium';
import { podiumTitle } from '@/web/lib/podium-title';
import type { PreviewResult } from '@/spreadsheet/podium-preview';
import type { PipelineClient } from './pipeline-client';
import { PodiumFrame } from './podium-frame';

// Loaded with this panel: the podium's labels are the results tab's.
addMessages([results]);

export interface PodiumPreviewTarget {
  eventCode: string;
  /** The race as the hub listed it, or only its code (a hub without the race list). */
  race: Race | string;
}

interface PodiumPreviewPanelProps extends PodiumPreviewTarget {
  client: PipelineClient;
  /** Changes whenever the rows do (a fix, a replacement, another mapping). */
  version: number;
}

const PLACE_COLORS = ['yellow.6', 'gray.5', 'orange.8'];

/**
 * The podium the race's prize rules would give from the rows about to be sent, worked out in
 * the import worker: a time column mapped wrong, or places from another column, shows here at
 * a glance, before anything reaches the hub.
 */
export function PodiumPreviewPanel({ client, version, eventCode, race }: PodiumPreviewPanelProps) {
  const { t } = useI18n();
  const raceCode = typeof race === 'string' ? race : race.code;
  const rules = useQuery(prizeRuleQueries.every(eventCode, raceCode));
  const [groups, setGroups] = useState<PodiumGroup<PrizeRule, PreviewResult>[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!rules.data) return;
    let current = true;
    client
      .podium({
        rules: rules.data,
        categories: typeof race === 'string' ? null : (race.categories ?? null),
        scoring: typeof race === 'string' ? undefined : race.scoring_type,
      })
      .then(
        (answer) => current && setGroups(answer.groups as PodiumGroup<PrizeRule, PreviewResult>[]),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [client, version, rules.data, race]);

  let body;
  if (rules.isError || failed) body = <Text size="sm">{t('importReview.podium.unavailable')}</Text>;
  else if (!rules.data || groups === null)
    body = undefined; // The frame says it is loading.
  else if (groups.length === 0) body = <Text size="sm">{t('importReview.podium.noRules')}</Text>;
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {groups.map((group) => (
          <PodiumCard key={group.key} group={group} />
        ))}
      </SimpleGrid>
    );

  return <PodiumFrame>{body}</PodiumFrame>;
}

/** Each line as wide as its card, so a long name gives way and the time stays in view. */
const PODIUM_LIST = {
  itemWrapper: { display: 'flex', width: '100%', alignItems: 'stretch' },
  itemLabel: { minWidth: 0 },
} as const;

function PodiumCard({ group }: { group: PodiumGroup<PrizeRule, PreviewResult> }) {
  const { t } = useI18n();
  const title = podiumTitle(group.label, t);
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-label={title}>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      {group.unsupported ? (
        <Text size="sm" c="dimmed">
          {t('importReview.podium.unsupported')}
        </Text>
      ) : group.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('importReview.podium.nobody')}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" size="sm" styles={PODIUM_LIST}>
          {group.entries.map((entry) => (
            <List.Item key={`${entry.bib}-${entry.result.row}`}>
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon
                  size="sm"
                  radius="xl"
                  color={PLACE_COLORS[entry.place - 1] ?? 'gray.3'}
                  c={entry.place <= 3 ? 'white' : 'dark'}
                  aria-label={t('importReview.podium.place', { place: entry.place })}
                >
                  <Text size="xs" fw={700} component="span">
                    {entry.place}
                  </Text>
                </ThemeIcon>
                <Text size="sm" truncate="end" miw={0} style={{ flex: 1 }}>
                  {entry.name ?? t('importReview.podium.bib', { bib: entry.bib })}
                  <Text span size="xs" c="dimmed">
                    {' · '}
                    {t('importReview.podium.bib', { bib: entry.bib })}
                    {' · '}
                    {t('importReview.podium.row', { row: entry.result.row })}
                  </Text>
                </Text>
                {entry.tied && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('importReview.podium.tie')}
                  </Badge>
                )}
                <Text size="sm" ff="monospace" style={{ flexShrink: 0 }}>
                  {entry.time ?? '—'}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
