import { Button, Group, Select, Text } from '@mantine/core';
import { z } from 'zod';
import type { Race } from '@/contract/races';
import { FormTextInput } from '@/web/components/form/bindings';
import { ContractForm } from '@/web/components/form/contract-form';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { useI18n } from '@/web/i18n/i18n';

const raceCodeSchema = z.object({ race: z.string().trim().min(1).max(100) });

function RaceCodeForm({ initial, onPick }: { initial?: string; onPick: (race: string) => void }) {
  const { t } = useI18n();
  const { form, submit } = useContractForm({
    schema: raceCodeSchema,
    defaultValues: { race: initial ?? '' },
  });
  return (
    // A lookup, not an edit: leaving it loses nothing to warn about.
    <ContractForm form={form} leaveGuard={false} onSubmit={submit((values) => onPick(values.race))}>
      <Group align="flex-end" gap="sm">
        <FormTextInput
          name="race"
          label={t('prizes.race.code')}
          description={t('prizes.race.codeHelp')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          w={{ base: '100%', sm: 420 }}
        />
        <Button type="submit">{t('prizes.race.show')}</Button>
      </Group>
    </ContractForm>
  );
}

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
    <Select
      label={t('prizes.race.label')}
      placeholder={t('prizes.race.placeholder')}
      data={races.map((race) => ({ value: race.code, label: `${race.name} (${race.code})` }))}
      value={selected ?? null}
      onChange={(value) => value && onPick(value)}
      allowDeselect={false}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
