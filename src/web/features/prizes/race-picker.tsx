import { Text } from '@mantine/core';
import type { Race } from '@/contract/races';
import { lazyForm } from '@/web/components/lazy-form';
import { RaceSelect } from '@/web/components/race-select';
import { useI18n } from '@/web/i18n/i18n';

// Only a hub that cannot list its races asks for a code: that form loads when it is shown.
const RaceCodeForm = lazyForm(() => import('./race-code-form').then((m) => m.RaceCodeForm), {
  rows: 1,
});

/** A select of the event's races, or a race-code form when the hub cannot list them (spec-only). */
export function RacePicker({
  races,
  fromHub,
  selected,
  onPick,
}: {
  races: Race[];
  fromHub: boolean;
  selected: string | undefined;
  onPick: (race: string) => void;
}) {
  const { t } = useI18n();
  if (!fromHub) return <RaceCodeForm initial={selected} onPick={onPick} />;
  if (races.length === 0) return <Text c="dimmed">{t('prizes.race.none')}</Text>;
  return (
    <RaceSelect label={t('prizes.race.label')} races={races} selected={selected} onPick={onPick} />
  );
}
