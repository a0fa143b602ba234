import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  List,
  Modal,
  NativeSelect,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AGE_MAX, CATEGORY_AWARD_COUNT_MAX } from '@/contract/limits';
import type { Race } from '@/contract/races';
import { categoryWrites, createCategory } from '@/web/api/categories';
import { NumberField } from '@/web/components/form/number-bindings';
import { AlertIcon, InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { hubErrorText } from '@/web/lib/hub-error';
import {
  BAND_SIZES,
  planAgeGroups,
  SEX_CHOICES,
  type AgeGroupOptions,
  type ProposedCategory,
} from './age-groups';
import { AgeGroupsPreview } from './age-groups-preview';

export interface AgeGroupsDialogProps {
  opened: boolean;
  eventCode: string;
  race: Race;
  onClose: () => void;
}

interface Outcome {
  created: number;
  failed: { name: string; message: string }[];
}

const START: AgeGroupOptions = {
  bandSize: 10,
  from: 18,
  openFrom: 60,
  sexes: 'both',
  overall: true,
  pwd: false,
  team: false,
  awardCount: 3,
  modalityId: null,
};

const EXTRAS = ['overall', 'pwd', 'team'] as const;

/** One number of the options: '' while empty, which makes no plan. */
const whole = (value: number | '', min: number, max: number) =>
  value !== '' && Number.isInteger(value) && value >= min && value <= max;

/**
 * "Gerar faixas etárias": the bands and extras chosen, a preview of the categories against the
 * race's own, then every new one created in one go, one request after another, with progress.
 */
export function AgeGroupsDialog({ opened, eventCode, race, onClose }: AgeGroupsDialogProps) {
  const { t } = useI18n();
  const phone = useMediaQuery('(max-width: 36em)');
  const [options, setOptions] = useState(START);
  const [numbers, setNumbers] = useState<Record<'from' | 'openFrom' | 'awardCount', number | ''>>({
    from: START.from,
    openFrom: START.openFrom,
    awardCount: START.awardCount,
  });
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const set = (next: Partial<AgeGroupOptions>) => {
    setOutcome(null);
    setOptions((current) => ({ ...current, ...next }));
  };
  const setNumber = (name: keyof typeof numbers, value: number | '') => {
    setNumbers((current) => ({ ...current, [name]: value }));
    if (typeof value === 'number') set({ [name]: value });
  };
  const fromOk = whole(numbers.from, 0, AGE_MAX - 1);
  const openOk =
    whole(numbers.openFrom, 1, AGE_MAX) && Number(numbers.openFrom) > Number(numbers.from);
  const awardOk = whole(numbers.awardCount, 0, CATEGORY_AWARD_COUNT_MAX);
  // Named in the reader's language: an organizer working in English gets "Overall M", "Teams".
  const names = {
    overall: t('categories.generate.name.overall'),
    pwd: t('categories.generate.name.pwd'),
    team: t('categories.generate.name.team'),
  };
  const plan =
    fromOk && openOk && awardOk ? planAgeGroups(options, race.categories ?? [], names) : [];
  const fresh = plan.filter((p) => p.clash === null);

  const mutation = useMutation({
    mutationFn: async (bodies: ProposedCategory['body'][]): Promise<Outcome> => {
      const done: Outcome = { created: 0, failed: [] };
      setProgress({ done: 0, total: bodies.length });
      for (const [i, body] of bodies.entries()) {
        try {
          await createCategory(eventCode, race.code, body);
          done.created++;
        } catch (error) {
          done.failed.push({ name: body.name, message: hubErrorText(error) });
        }
        setProgress({ done: i + 1, total: bodies.length });
      }
      return done;
    },
    meta: { invalidates: categoryWrites(), silentError: true },
    onSuccess: setOutcome,
    onSettled: () => setProgress(null),
  });
  const pending = mutation.isPending;
  const close = () => {
    if (pending) return;
    setOutcome(null);
    onClose();
  };
  const modalities = race.modalities ?? [];

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('ageGroups.title', { race: race.name })}
      size="48rem"
      fullScreen={phone}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      closeButtonProps={{ 'aria-label': t('ageGroups.close'), disabled: pending }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('ageGroups.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Input.Wrapper label={t('ageGroups.bandSize')} id="age-groups-size" labelElement="div">
            <SegmentedControl
              fullWidth
              aria-labelledby="age-groups-size-label"
              value={String(options.bandSize)}
              onChange={(value) => set({ bandSize: Number(value) as AgeGroupOptions['bandSize'] })}
              data={BAND_SIZES.map((years) => ({
                value: String(years),
                label: t('ageGroups.band', { years }),
              }))}
            />
          </Input.Wrapper>
          <Input.Wrapper label={t('ageGroups.sexes')} id="age-groups-sexes" labelElement="div">
            <SegmentedControl
              fullWidth
              aria-labelledby="age-groups-sexes-label"
              value={options.sexes}
              onChange={(value) => set({ sexes: value as AgeGroupOptions['sexes'] })}
              data={SEX_CHOICES.map((sex) => ({ value: sex, label: t(`ageGroups.sexes.${sex}`) }))}
            />
          </Input.Wrapper>
          <NumberField
            label={t('ageGroups.from')}
            description={t('ageGroups.fromHelp')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            allowDecimal={false}
            allowNegative={false}
            min={0}
            max={AGE_MAX - 1}
            value={numbers.from}
            onChange={(value) => setNumber('from', value)}
            error={numbers.from === '' ? t('categories.form.required') : undefined}
            data-autofocus
          />
          <NumberField
            label={t('ageGroups.openFrom')}
            description={t('ageGroups.openFromHelp')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            allowDecimal={false}
            allowNegative={false}
            max={AGE_MAX}
            value={numbers.openFrom}
            onChange={(value) => setNumber('openFrom', value)}
            error={
              numbers.openFrom === ''
                ? t('categories.form.required')
                : fromOk && !openOk && numbers.openFrom <= AGE_MAX
                  ? t('ageGroups.openFromError', { from: options.from })
                  : undefined
            }
          />
          <NumberField
            label={t('ageGroups.awardCount')}
            allowDecimal={false}
            allowNegative={false}
            min={0}
            max={CATEGORY_AWARD_COUNT_MAX}
            value={numbers.awardCount}
            onChange={(value) => setNumber('awardCount', value)}
            error={numbers.awardCount === '' ? t('categories.form.required') : undefined}
          />
          <NativeSelect
            label={t('ageGroups.modality')}
            value={options.modalityId === null ? '' : String(options.modalityId)}
            onChange={(event) => {
              const picked = event.currentTarget.value;
              set({ modalityId: picked === '' ? null : Number(picked) });
            }}
            data={[
              { value: '', label: t('categories.modality.any') },
              ...modalities.map((m) => ({ value: String(m.id), label: m.name })),
            ]}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('ageGroups.extras')}
          value={EXTRAS.filter((extra) => options[extra])}
          onChange={(picked) =>
            set(Object.fromEntries(EXTRAS.map((extra) => [extra, picked.includes(extra)])))
          }
        >
          <Group gap="lg" mt={6}>
            {EXTRAS.map((extra) => (
              <Checkbox key={extra} value={extra} label={t(`ageGroups.${extra}`)} />
            ))}
          </Group>
        </Checkbox.Group>

        {plan.length > 0 && <AgeGroupsPreview plan={plan} />}

        {progress && (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              {t('ageGroups.progress', progress)}
            </Text>
            <Progress
              value={(progress.done / progress.total) * 100}
              aria-label={t('ageGroups.progress', progress)}
            />
          </Stack>
        )}
        {outcome && <OutcomeAlert outcome={outcome} />}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            {t(outcome ? 'ageGroups.finish' : 'ageGroups.cancel')}
          </Button>
          {!outcome && (
            <Button
              onClick={() => mutation.mutate(fresh.map((p) => p.body))}
              loading={pending}
              disabled={fresh.length === 0}
            >
              {t('ageGroups.create', { count: fresh.length })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const { t } = useI18n();
  const failed = outcome.failed.length > 0;
  return (
    <Alert
      role={failed ? 'alert' : 'status'}
      color={failed ? 'orange' : 'teal'}
      variant="light"
      icon={failed ? <AlertIcon /> : <InfoIcon />}
      title={t('ageGroups.done', { count: outcome.created })}
    >
      {failed && (
        <>
          <Text size="sm">{t('ageGroups.failed', { count: outcome.failed.length })}</Text>
          <List size="sm">
            {outcome.failed.map((f) => (
              <List.Item key={f.name}>
                {f.name}: {f.message}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
