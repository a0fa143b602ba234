import { NativeSelect } from '@mantine/core';
import type { Race } from '@/contract/races';

/**
 * The event's races as the browser's own select: picking a race needs no search and no
 * popover, so a tab that starts with it loads neither.
 */
export function RaceSelect({
  label,
  races,
  selected,
  onPick,
}: {
  label: string;
  races: Race[];
  selected: string | undefined;
  onPick: (race: string) => void;
}) {
  return (
    <NativeSelect
      label={label}
      data={races.map((race) => ({ value: race.code, label: `${race.name} (${race.code})` }))}
      value={selected ?? races[0]?.code ?? ''}
      onChange={(event) => onPick(event.currentTarget.value)}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
