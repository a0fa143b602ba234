import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { RETENTION_OFFSET_FLOOR_DAYS_DEFAULT, RETENTION_TOTAL_PERCENT } from '@/contract/limits';
import {
  applyRetentionFloor,
  isRetentionComplete,
  retentionPutSchema,
  retentionTotalHundredths,
  type RetentionPolicy,
} from '@/contract/retention';
import { addDays } from '@/contract/time';
import { retentionVersion } from '@/contract/versions';
import { useConfirmedReplace } from '@/web/components/confirmed-replace';
import { FormErrorsAlert } from '@/web/components/form/form-errors-alert';
import { FormDecimalInput, FormNumberInput } from '@/web/components/form/number-bindings';
import { FormActions } from '@/web/components/form/form-layout';
import { ContractForm } from '@/web/components/form/contract-form';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { PlusIcon, TrashIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { RetentionChart } from '@/web/components/retention-chart';
import { distributeRest, payoutSeries, raisedRules } from './retention-logic';
import { retentionQueries, putRetention } from '@/web/api/retention';
import { useRelativeDay } from '@/web/components/relative-day';

type RetentionValues = z.input<typeof retentionPutSchema>;
/** The hub's floor as decided; a hub configured otherwise shows its own in what it returns. */
const FLOOR = RETENTION_OFFSET_FLOOR_DAYS_DEFAULT;
/* The theme's light-variant text shades: they keep AA contrast in both schemes. */
const TEAL = 'var(--mantine-color-teal-light-color)';
const RED = 'var(--mantine-color-red-light-color)';

const toForm = (policy: RetentionPolicy | null): RetentionValues => ({
  rules: policy?.rules.length
    ? policy.rules.map((r) => ({ percent: r.percent, offset_days: r.offset_days }))
    : [{ percent: RETENTION_TOTAL_PERCENT, offset_days: 0 }],
});

type Raised = ReturnType<typeof raisedRules>;

/** For each rule, the earlier rule paid on the same day once the floor applies (index), or -1. */
function sameDayAs(rules: RetentionValues['rules']): number[] {
  const offsets = applyRetentionFloor(
    rules.map((r) => ({ offset_days: Number.isFinite(r?.offset_days) ? r.offset_days : NaN })),
    FLOOR,
  ).rules.map((r) => r.offset_days);
  return offsets.map((offset, i) =>
    Number.isNaN(offset) ? -1 : offsets.findIndex((o, j) => j < i && o === offset),
  );
}

/** The event's retention rules, with the payout chart they draw. */
export function RetentionForm({
  eventCode,
  eventDate,
  policy,
  withdrawal = null,
}: {
  eventCode: string;
  eventDate: string;
  policy: RetentionPolicy | null;
  /** The last sale and the last day to withdraw from it (days from the event), when known. */
  withdrawal?: { lastSale: number; until: number } | null;
}) {
  const { t, format, language } = useI18n();
  const relativeDay = useRelativeDay();
  const [raised, setRaised] = useState<Raised>([]);
  const { form, submit, showServerError, serverErrors, clearServerErrors } = useContractForm({
    // Rules that the floor brings to one day are refused here too, as the hub would.
    schema: retentionPutSchema.check(
      z.superRefine(({ rules }, ctx) =>
        sameDayAs(rules).forEach((first, i) => {
          if (first >= 0 && rules[first].offset_days !== rules[i].offset_days)
            ctx.addIssue({
              code: 'custom',
              path: ['rules', i, 'offset_days'],
              message: t('retention.sameDay', { n: first + 1 }),
            });
        }),
      ),
    ),
    defaultValues: toForm(policy),
    typeError: t('retention.numberRequired'),
  });
  const { control, setValue, reset, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'rules' });
  const rules = useWatch({ control, name: 'rules' }) ?? [];
  const sameDay = sameDayAs(rules);

  const typed = rules.map((r) => ({ percent: Number(r?.percent) || 0 }));
  const totalHundredths = retentionTotalHundredths(typed);
  const complete = rules.length > 0 && isRetentionComplete(typed);
  const restHundredths = RETENTION_TOTAL_PERCENT * 100 - totalHundredths;
  const number = (value: number) => format.number(value);
  const dateOf = (offset: number) => format.date(addDays(eventDate, offset));

  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: RetentionValues) => putRetention(eventCode, retentionPutSchema.parse(body)),
    meta: {
      invalidates: [retentionQueries.details()],
      successMessage: t('retention.saved'),
      silentError: true,
    },
    onSuccess: (saved, sent) => {
      setRaised(raisedRules(retentionPutSchema.parse(sent).rules, saved.rules));
      reset(toForm(saved));
    },
    onError: showServerError,
  });
  // Asked first, against what the hub has now (a colleague may have saved since).
  const confirmed = useConfirmedReplace<RetentionValues>({
    readPair: async (body) => ({
      kind: 'retention',
      before: retentionVersion(
        await queryClient.fetchQuery({ ...retentionQueries.detail(eventCode), staleTime: 0 }),
      ),
      after: {
        rules: applyRetentionFloor(retentionPutSchema.parse(body).rules, FLOOR).rules.map((r) => ({
          percent: r.percent,
          offset_days: r.offset_days,
        })),
      },
    }),
    save: (body, done) => mutation.mutate(body, { onSettled: done }),
    pending: mutation.isPending,
  });

  const raisedAt = (offset: number | null | undefined, percent: number | null | undefined) =>
    raised.find((r) => r.applied === offset && r.percent === percent);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <Paper withBorder p="lg" component="section" aria-labelledby="retention-rules-title">
        <ContractForm
          form={form}
          onSubmit={submit((values) => {
            setRaised([]);
            confirmed.ask(values);
          })}
        >
          <Stack gap="md">
            <Title order={3} size="h4" id="retention-rules-title">
              {t('retention.rules')}
            </Title>
            <FormErrorsAlert title={t('retention.errorsTitle')} messages={serverErrors} />
            {raised.length > 0 && (
              <Alert color="yellow" variant="light" title={t('retention.raisedTitle')} role="alert">
                {raised.map((r) => (
                  <Text size="sm" key={`${r.sent}-${r.percent}`}>
                    {t('retention.raisedItem', {
                      percent: number(r.percent),
                      sent: r.sent,
                      applied: r.applied,
                      date: dateOf(r.applied),
                    })}
                  </Text>
                ))}
              </Alert>
            )}
            <Table verticalSpacing="xs" layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="30%">{t('retention.col.percent')}</Table.Th>
                  <Table.Th w="26%">{t('retention.col.offset')}</Table.Th>
                  <Table.Th>{t('retention.col.date')}</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>{t('retention.col.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((item, i) => {
                  const n = i + 1;
                  const rule = rules[i];
                  const offset =
                    typeof rule?.offset_days === 'number' && Number.isFinite(rule.offset_days)
                      ? rule.offset_days
                      : null;
                  const wasRaised = offset !== null && raisedAt(offset, rule?.percent);
                  return (
                    <Table.Tr key={item.id}>
                      <Table.Td style={{ verticalAlign: 'top' }}>
                        <FormDecimalInput
                          name={`rules.${i}.percent`}
                          aria-label={t('retention.percent', { n })}
                          suffix=" %"
                          decimalScale={2}
                          decimalSeparator={language === 'en' ? '.' : ','}
                        />
                      </Table.Td>
                      <Table.Td style={{ verticalAlign: 'top' }}>
                        <FormNumberInput
                          name={`rules.${i}.offset_days`}
                          aria-label={t('retention.offset', { n })}
                          allowDecimal={false}
                        />
                      </Table.Td>
                      <Table.Td style={{ verticalAlign: 'top' }}>
                        {offset !== null && (
                          <>
                            <Text size="sm" fw={500}>
                              {dateOf(offset)}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {relativeDay(offset)}
                            </Text>
                            {offset < FLOOR && (
                              <Text size="xs" c="var(--mantine-color-orange-light-color)" fw={500}>
                                {t('retention.belowFloor', { floor: FLOOR })}
                              </Text>
                            )}
                            {withdrawal &&
                              offset < withdrawal.until &&
                              Number(rule?.percent) > 0 && (
                                <Text size="xs" c={RED} fw={600}>
                                  {t('retention.withdrawal')}
                                </Text>
                              )}
                            {sameDay[i] >= 0 && (
                              <Text size="xs" c={RED} fw={600}>
                                {t('retention.sameDay', { n: sameDay[i] + 1 })}
                              </Text>
                            )}
                            {wasRaised && (
                              <Text size="xs" c="var(--mantine-color-yellow-light-color)" fw={600}>
                                {t('retention.raisedRow', {
                                  sent: wasRaised.sent,
                                  applied: wasRaised.applied,
                                })}
                              </Text>
                            )}
                          </>
                        )}
                      </Table.Td>
                      <Table.Td style={{ verticalAlign: 'top' }}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={t('retention.remove', { n })}
                          disabled={fields.length === 1}
                          onClick={() => remove(i)}
                        >
                          <TrashIcon />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            <Group gap="sm">
              <Button
                variant="light"
                size="xs"
                leftSection={<PlusIcon />}
                onClick={() => {
                  const last = Math.max(0, ...rules.map((r) => Number(r?.offset_days) || 0));
                  append(
                    { percent: null as unknown as number, offset_days: last + 7 },
                    { shouldFocus: true },
                  );
                }}
              >
                {t('retention.add')}
              </Button>
              <Button
                variant="light"
                size="xs"
                disabled={complete || rules.length === 0}
                onClick={() =>
                  distributeRest(rules.map((r) => r?.percent)).forEach((value, i) =>
                    setValue(`rules.${i}.percent`, value, {
                      shouldDirty: true,
                      shouldValidate: formState.isSubmitted,
                    }),
                  )
                }
              >
                {t('retention.distribute')}
              </Button>
            </Group>
            <Stack gap={6}>
              <Group
                justify="space-between"
                role="status"
                aria-label={t('retention.total')}
                data-complete={complete}
              >
                <Text fw={700} c={complete ? TEAL : RED}>
                  {t('retention.totalValue', { total: number(totalHundredths / 100) })}
                </Text>
                <Text size="sm" c={complete ? TEAL : RED} fw={500}>
                  {complete
                    ? t('retention.totalComplete')
                    : restHundredths > 0
                      ? t('retention.totalMissing', { rest: number(restHundredths / 100) })
                      : t('retention.totalOver', { rest: number(-restHundredths / 100) })}
                </Text>
              </Group>
              <Progress
                value={Math.min(100, totalHundredths / 100)}
                color={complete ? 'teal' : totalHundredths > 10000 ? 'red' : 'orange'}
                size="md"
                aria-hidden
              />
              {!complete && (
                <Text size="xs" c="dimmed">
                  {t('retention.blocked')}
                </Text>
              )}
            </Stack>
            <Text size="xs" c="dimmed">
              {t('retention.floor', { floor: FLOOR, date: dateOf(FLOOR) })}
            </Text>
            {withdrawal && (
              <Text size="xs" c="dimmed">
                {t('retention.withdrawalHint', {
                  lastSale: dateOf(withdrawal.lastSale),
                  until: dateOf(withdrawal.until),
                })}
              </Text>
            )}
            <FormActions
              gap="sm"
              submitLabel={t('retention.save')}
              pending={mutation.isPending}
              disabled={!complete}
            >
              <Button
                variant="default"
                disabled={!formState.isDirty || mutation.isPending}
                onClick={() => {
                  clearServerErrors();
                  reset();
                }}
              >
                {t('retention.reset')}
              </Button>
            </FormActions>
          </Stack>
        </ContractForm>
      </Paper>
      <RetentionChart points={payoutSeries(rules)} eventDate={eventDate} floor={FLOOR} />
      {confirmed.dialog}
    </SimpleGrid>
  );
}
