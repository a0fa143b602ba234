import {
  Alert,
  Button,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { DISCOUNT_VALUE_TYPES, LEGAL_DISCOUNT_TYPES } from '@/contract/enums';
import type { HubEvent } from '@/contract/events';
import {
  discountedCents,
  legalDiscountsPutSchema,
  type LegalDiscount,
} from '@/contract/legal-discounts';
import { PERCENT_MAX } from '@/contract/limits';
import { discountsAfterPut, discountsVersion } from '@/contract/versions';
import { useConfirmedReplace } from '@/web/components/confirmed-replace';
import { FormErrorsAlert } from '@/web/components/form/form-errors-alert';
import { FormMoneyInput, FormSwitch } from '@/web/components/form/bindings';
import { FormIntegerInput } from '@/web/components/form/number-bindings';
import { ContractForm } from '@/web/components/form/contract-form';
import { FormActions } from '@/web/components/form/form-layout';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { examplePrices, lowestPaidPrice } from './legal-discount-example';
import { legalDiscountQueries, putLegalDiscounts } from '@/web/api/legal-discounts';

type LegalDiscountsValues = z.input<typeof legalDiscountsPutSchema>;
/* The theme's light-variant text shade: it keeps AA contrast in both schemes. */
const RED = 'var(--mantine-color-red-light-color)';
/** Every legal type is at least half price (the law's floor): off or under 50 % is below it. */
const HALF = 50;
const belowTheLaw = (row: { enabled?: boolean; discount_type?: string; value?: number }) =>
  !row.enabled ||
  (row.discount_type === 'percent' && typeof row.value === 'number' && row.value < HALF);

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

/** The prices a discount is checked against, and where they come from. */
export interface PricedEvent extends Pick<HubEvent, 'batches' | 'races'> {
  /** `session`: the hub lists no batches; these are the ones created in this browser session. */
  pricesFrom: 'hub' | 'session';
}

/** Each legal discount type on or off, its kind and value, with the price it gives. */
export function LegalDiscountsForm({
  eventCode,
  priced,
  stored,
}: {
  eventCode: string;
  priced: PricedEvent;
  stored: LegalDiscount[] | null;
}) {
  const { t, format } = useI18n();
  const prices = examplePrices(priced);
  const lowest = lowestPaidPrice(prices);
  const [exampleId, setExampleId] = useState<string | null>(prices[0]?.id ?? null);
  const example = prices.find((p) => p.id === exampleId) ?? prices[0];

  const { form, submit, showServerError, serverErrors, clearServerErrors } = useContractForm({
    // A fixed discount over a price of the event would make that registration free.
    schema: legalDiscountsPutSchema.check(
      z.superRefine(({ discounts }, ctx) =>
        discounts.forEach((d, i) => {
          if (lowest && d.enabled && d.discount_type === 'fixed' && d.value > lowest.cents)
            ctx.addIssue({
              code: 'custom',
              path: ['discounts', i, 'value'],
              message: t('legalDiscounts.overPrice', {
                price: format.money(lowest.cents),
                batch: lowest.batchName,
                race: lowest.raceName,
              }),
            });
        }),
      ),
    ),
    defaultValues: toForm(stored),
    typeError: t('legalDiscounts.valueRequired'),
  });
  const { control, reset, formState } = form;
  const rows = useWatch({ control, name: 'discounts' });

  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: LegalDiscountsValues) =>
      putLegalDiscounts(eventCode, legalDiscountsPutSchema.parse(body)),
    meta: {
      invalidates: [legalDiscountQueries.lists()],
      successMessage: t('legalDiscounts.saved'),
      silentError: true,
    },
    onSuccess: (saved) => reset(toForm(saved)),
    onError: showServerError,
  });
  // Asked first, against what the hub has now (a colleague may have saved since).
  const confirmed = useConfirmedReplace<LegalDiscountsValues>({
    readPair: async (body) => {
      const now = await queryClient.fetchQuery({
        ...legalDiscountQueries.list(eventCode),
        staleTime: 0,
      });
      const before = now ? discountsVersion(now) : null;
      return {
        kind: 'legal-discounts',
        before,
        after: discountsAfterPut(before, legalDiscountsPutSchema.parse(body)),
      };
    },
    save: (body, done) => mutation.mutate(body, { onSettled: done }),
    pending: mutation.isPending,
  });

  const typeLabel = (type: string) =>
    t(`legalDiscounts.type.${type as (typeof LEGAL_DISCOUNT_TYPES)[number]}`);

  return (
    <ContractForm form={form} onSubmit={submit((values) => confirmed.ask(values))}>
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
        <FormErrorsAlert title={t('legalDiscounts.errorsTitle')} messages={serverErrors} />
        <Paper withBorder p="md">
          {prices.length > 0 ? (
            <NativeSelect
              label={t('legalDiscounts.examplePrice')}
              description={t('legalDiscounts.exampleHint')}
              data={prices.map((p) => ({
                value: p.id,
                label: t('legalDiscounts.exampleOption', {
                  batch: p.batchName,
                  race: p.raceName,
                  price: format.money(p.cents),
                }),
              }))}
              value={example?.id ?? ''}
              onChange={(event) => setExampleId(event.currentTarget.value)}
              maw={520}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {priced.pricesFrom === 'hub'
                ? t('legalDiscounts.noBatches')
                : t('legalDiscounts.noExample')}
            </Text>
          )}
        </Paper>
        <Paper withBorder>
          <Table.ScrollContainer minWidth={760} type="native">
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
                        {format.money(example.cents)}
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
                      <Table.Th scope="row" fw={600} maw={260}>
                        {label}
                        <Text size="xs" c="dimmed" fw={400} mt={2}>
                          {t(`legalDiscounts.law.${type}`)}
                        </Text>
                        {row && belowTheLaw(row) && (
                          <Text size="xs" c={RED} fw={600} mt={2}>
                            {t('legalDiscounts.law.under')}
                          </Text>
                        )}
                      </Table.Th>
                      <Table.Td>
                        <FormSwitch
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
                            name={`discounts.${i}.value`}
                            aria-label={t('legalDiscounts.value', { type: label })}
                            invalidMessage={t('legalDiscounts.invalidMoney')}
                          />
                        ) : (
                          <FormIntegerInput
                            name={`discounts.${i}.value`}
                            aria-label={t('legalDiscounts.value', { type: label })}
                            suffix=" %"
                            max={PERCENT_MAX}
                          />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <FormSwitch
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
                          <ExampleCell price={example.cents} discount={row} />
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
          <Text size="xs" c="dimmed" mt="xs">
            {t('legalDiscounts.law.note')}
          </Text>
        </Paper>
        <FormActions gap="sm" submitLabel={t('legalDiscounts.save')} pending={mutation.isPending}>
          <Button
            variant="default"
            onClick={() => {
              clearServerErrors();
              reset();
            }}
            disabled={!formState.isDirty || mutation.isPending}
          >
            {t('legalDiscounts.reset')}
          </Button>
        </FormActions>
      </Stack>
      {confirmed.dialog}
    </ContractForm>
  );
}

/** The example price after a discount; a free registration says why. */
function ExampleCell({
  price,
  discount,
}: {
  price: number;
  discount: { discount_type: string; value: number };
}) {
  const { t, format } = useI18n();
  const cents = discountedCents(price, discount);
  const over = discount.discount_type === 'fixed' && discount.value > price;
  return (
    <>
      <Text size="sm" fw={600}>
        {format.money(cents)}
      </Text>
      {cents === 0 && price > 0 && (
        <Text
          size="xs"
          c={over ? 'var(--mantine-color-red-light-color)' : 'dimmed'}
          fw={over ? 600 : 400}
        >
          {over
            ? t('legalDiscounts.exampleOver', { price: format.money(price) })
            : t('legalDiscounts.exampleFree')}
        </Text>
      )}
    </>
  );
}
