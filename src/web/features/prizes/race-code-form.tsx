import { Button, Group } from '@mantine/core';
import { z } from 'zod/mini';
import { FormTextInput } from '@/web/components/form/bindings';
import { ContractForm } from '@/web/components/form/contract-form';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { useI18n } from '@/web/i18n/i18n';

const raceCodeSchema = z.object({
  race: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

/** The race asked by its code, on a hub that cannot list an event's races (spec-only). */
export function RaceCodeForm({
  initial,
  onPick,
}: {
  initial?: string;
  onPick: (race: string) => void;
}) {
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
