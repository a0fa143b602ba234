import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DISCOUNT_VALUE_TYPES, LEGAL_DISCOUNT_TYPES } from '@/contract/enums';
import type { HubEvent } from '@/contract/events';
import {
  discountedCents,
  legalDiscountsPutSchema,
  type LegalDiscount,
} from '@/contract/legal-discounts';
import { PERCENT_MAX } from '@/contract/limits';
import { formatBrl } from '@/contract/money';
import { FormErrorsAlert } from '@/web/components/form-errors-alert';
import { FormMoneyInput, FormNumberInput, FormSwitch } from '@/web/components/form/bindings';
import { InfoIcon } from '@/web/components/icons';
import { PageHeader } from '@/web/components/page-header';
import { useI18n } from '@/web/i18n/i18n';
import { applyServerErrors } from '@/web/lib/form-errors';
import { examplePrices } from './legal-discount-example';
import { legalDiscountQueries, putLegalDiscounts } from '@/web/api/legal-discounts';

type LegalDiscountsValues = z.input<typeof legalDiscountsPutSchema>;

/** A type the hub has never stored: off, with the usual half price as the starting point. */
const SUGGESTED = {
  discount_type: 'percent',
  value: 50,
  requires_proof: true,
  enabled: false,
} as const;

function toForm(list: LegalDiscount[] | null): LegalDiscountsValues {
  return {
    discounts: LEGAL_DISCOUNT_TYPES.map((type) => {
      const stored = list?.find((d) => d.type === type);
      if (!stored) return { type, ...SUGGESTED };
      return {
        type,
        discount_type: stored.discount_type === 'fixed' ? 'fixed' : 'percent',
        value: stored.value,
        requires_proof: stored.requires_proof,
        enabled: stored.is_active,
      };
    }),
  };
}

export function LegalDiscountsPage({ eventCode, event }: { eventCode: string; event: HubEvent }) {
  const { t } = useI18n();
  const { data: stored } = useSuspenseQuery(legalDiscountQueries.list(eventCode));
  return (
    <Stack gap="lg">
      <PageHeader title={t('legalDiscounts.title')} subtitle={t('legalDiscounts.subtitle')} />
      <LegalDiscountsForm eventCode={eventCode} event={event} stored={stored} />
    </Stack>
  );
}

function LegalDiscountsForm({
  eventCode,
  event,
  stored,
}: {
  eventCode: string;
  event: HubEvent;
  stored: LegalDiscount[] | null;
}) {
  const { t } = useI18n();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const prices = examplePrices(event);
  const [exampleId, setExampleId] = useState<string | null>(prices[0]?.id ?? null);
  const example = prices.find((p) => p.id === exampleId) ?? prices[0];

  const form = useForm<LegalDiscountsValues>({
    resolver: zodResolver(legalDiscountsPutSchema, {
      // Empty inputs: the contract's own messages stay, only the type error gets words.
      error: (issue) =>
        issue.code === 'invalid_type' ? t('legalDiscounts.valueRequired') : undefined,
    }),
    defaultValues: toForm(stored),
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const rows = useWatch({ control, name: 'discounts' });

  const mutation = useMutation({
    mutationFn: (body: LegalDiscountsValues) =>
      putLegalDiscounts(eventCode, legalDiscountsPutSchema.parse(body)),
    meta: {
      invalidates: [legalDiscountQueries.lists()],
      successMessage: t('legalDiscounts.saved'),
      silentError: true,
    },
    onSuccess: (saved) => reset(toForm(saved)),
    onError: (error) => setFormErrors(applyServerErrors(error, setError, ['discounts'])),
  });

  const typeLabel = (type: string) =>
    t(`legalDiscounts.type.${type as (typeof LEGAL_DISCOUNT_TYPES)[number]}`);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setFormErrors([]);
        mutation.mutate(values);
      })}
    >
      <Stack gap="md">
        {stored === null && (
          <Alert
            variant="light"
            color="gray"
            icon={<InfoIcon />}
            title={t('legalDiscounts.unavailableTitle')}
          >
            {t('legalDiscounts.unavailableText')}
          </Alert>
        )}
        <FormErrorsAlert title={t('legalDiscounts.errorsTitle')} messages={formErrors} />
        <Paper withBorder p="md">
          {prices.length > 0 ? (
            <Select
              label={t('legalDiscounts.examplePrice')}
              description={t('legalDiscounts.exampleHint')}
              data={prices.map((p) => ({
                value: p.id,
                label: t('legalDiscounts.exampleOption', {
                  batch: p.batchName,
                  race: p.raceName,
                  price: formatBrl(p.cents),
                }),
              }))}
              value={example?.id ?? null}
              onChange={setExampleId}
              allowDeselect={false}
              maw={520}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {event.batches ? t('legalDiscounts.noBatches') : t('legalDiscounts.noExample')}
            </Text>
          )}
        </Paper>
        <Paper withBorder>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('legalDiscounts.col.type')}</Table.Th>
                  <Table.Th>{t('legalDiscounts.col.enabled')}</Table.Th>
                  <Table.Th>{t('legalDiscounts.col.kind')}</Table.Th>
                  <Table.Th>{t('legalDiscounts.col.value')}</Table.Th>
                  <Table.Th>{t('legalDiscounts.col.proof')}</Table.Th>
                  <Table.Th ta="right">
                    {t('legalDiscounts.col.example')}
                    {example && (
                      <Text size="xs" c="dimmed" fw={400}>
                        {formatBrl(example.cents)}
                      </Text>
                    )}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {LEGAL_DISCOUNT_TYPES.map((type, i) => {
                  const row = rows?.[i];
                  const label = typeLabel(type);
                  const valid = row && typeof row.value === 'number' && Number.isFinite(row.value);
                  return (
                    <Table.Tr key={type}>
                      <Table.Th scope="row" fw={600}>
                        {label}
                      </Table.Th>
                      <Table.Td>
                        <FormSwitch
                          control={control}
                          name={`discounts.${i}.enabled`}
                          aria-label={t('legalDiscounts.enabled', { type: label })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Controller
                          control={control}
                          name={`discounts.${i}.discount_type`}
                          render={({ field }) => (
                            <SegmentedControl
                              size="xs"
                              aria-label={t('legalDiscounts.kind', { type: label })}
                              value={field.value}
                              onChange={field.onChange}
                              data={DISCOUNT_VALUE_TYPES.map((value) => ({
                                value,
                                label: t(`legalDiscounts.kind.${value}`),
                              }))}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td w={180}>
                        {row?.discount_type === 'fixed' ? (
                          <FormMoneyInput
                            control={control}
                            name={`discounts.${i}.value`}
                            aria-label={t('legalDiscounts.value', { type: label })}
                            invalidMessage={t('legalDiscounts.invalidMoney')}
                          />
                        ) : (
                          <FormNumberInput
                            control={control}
                            name={`discounts.${i}.value`}
                            aria-label={t('legalDiscounts.value', { type: label })}
                            suffix=" %"
                            min={0}
                            max={PERCENT_MAX}
                            allowDecimal={false}
                            allowNegative={false}
                            clampBehavior="none"
                          />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <FormSwitch
                          control={control}
                          name={`discounts.${i}.requires_proof`}
                          aria-label={t('legalDiscounts.proof', { type: label })}
                        />
                      </Table.Td>
                      <Table.Td ta="right">
                        {!example ? (
                          <Text size="sm" c="dimmed">
                            {t('value.none')}
                          </Text>
                        ) : !row?.enabled ? (
                          <Text size="sm" c="dimmed">
                            {t('legalDiscounts.exampleOff')}
                          </Text>
                        ) : valid ? (
                          <Text size="sm" fw={600}>
                            {formatBrl(
                              discountedCents(example.cents, {
                                discount_type: row.discount_type,
                                value: row.value,
                              }),
                            )}
                          </Text>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('value.none')}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              setFormErrors([]);
              reset();
            }}
            disabled={!formState.isDirty || mutation.isPending}
          >
            {t('legalDiscounts.reset')}
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
            {t('legalDiscounts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
