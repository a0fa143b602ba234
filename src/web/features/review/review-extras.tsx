import { Anchor, Badge, Group, SimpleGrid, Stack, Table, Text, Timeline } from '@mantine/core';
import type { Batch } from '@/contract/batches';
import { LEGAL_DISCOUNT_TYPES } from '@/contract/enums';
import { discountedCents, type LegalDiscount } from '@/contract/legal-discounts';
import type { Race } from '@/contract/races';
import { toHundredths, type RetentionPolicy } from '@/contract/retention';
import type { Salesperson } from '@/contract/salespeople';
import { addDays } from '@/contract/time';
import { useRelativeDay } from '@/web/components/relative-day';
import { RetentionChart, type PayoutPoint } from '@/web/components/retention-chart';
import { salespeople } from '@/web/i18n/features/salespeople';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { isBatchActiveAt } from '@/contract/event-checklist';
import { InfoIcon } from '@/web/components/icons';

// The salesperson's contact is labelled as the salespeople page labels it.
addMessages([salespeople]);

/* ---------- legal discounts ---------- */

interface ExamplePrice {
  cents: number;
  batch: string;
  race: string;
}

/** A real price to show each discount on: a batch selling now first, then any paid one. */
export function examplePrice(
  batches: Batch[] | undefined,
  races: Race[] | undefined,
  now: Date,
): ExamplePrice | null {
  if (!batches) return null;
  const ordered = [...batches].sort(
    (a, b) =>
      Number(isBatchActiveAt(b, now)) - Number(isBatchActiveAt(a, now)) ||
      Number(b.is_active) - Number(a.is_active) ||
      a.sort_order - b.sort_order,
  );
  for (const batch of ordered)
    for (const [raceId, cents] of Object.entries(batch.race_prices))
      if (cents > 0)
        return {
          cents,
          batch: batch.name,
          race: races?.find((race) => String(race.id) === raceId)?.name ?? `#${raceId}`,
        };
  return null;
}

export function DiscountsReview({
  discounts,
  example,
}: {
  discounts: LegalDiscount[];
  example: ExamplePrice | null;
}) {
  const { t, format } = useI18n();
  if (discounts.length === 0) return <Text c="dimmed">{t('review.discounts.none')}</Text>;
  const typeLabel = (type: string) =>
    (LEGAL_DISCOUNT_TYPES as readonly string[]).includes(type)
      ? t(`legalDiscounts.type.${type as (typeof LEGAL_DISCOUNT_TYPES)[number]}`)
      : type;
  const valueOf = (discount: LegalDiscount) =>
    discount.discount_type === 'percent'
      ? `${format.number(discount.value)} %`
      : discount.discount_type === 'fixed'
        ? format.money(discount.value)
        : `${discount.value} (${discount.discount_type})`;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {example
          ? t('review.discounts.exampleBase', {
              price: format.money(example.cents),
              batch: example.batch,
              race: example.race,
            })
          : t('review.discounts.noPrice')}
      </Text>
      <Table.ScrollContainer minWidth={380} type="native" tabIndex={0}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('legalDiscounts.col.type')}</Table.Th>
              <Table.Th ta="right">{t('legalDiscounts.col.value')}</Table.Th>
              <Table.Th>{t('legalDiscounts.col.proof')}</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t('review.discounts.final')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {discounts.map((discount) => (
              <Table.Tr key={discount.id}>
                <Table.Th scope="row" fw={500}>
                  <Text size="sm" fw={500}>
                    {typeLabel(discount.type)}
                  </Text>
                  {!discount.is_active && (
                    <Badge size="xs" variant="light" color="gray">
                      {t('review.discounts.off')}
                    </Badge>
                  )}
                </Table.Th>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {valueOf(discount)}
                </Table.Td>
                <Table.Td>
                  {discount.requires_proof
                    ? t('review.discounts.proofYes')
                    : t('review.discounts.proofNo')}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {example && discount.is_active
                    ? format.money(discountedCents(example.cents, discount))
                    : t('value.none')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/* ---------- retention and payouts ---------- */

/** Payouts in time order with the running total, in hundredths so the sum stays exact. */
export function payoutPoints(rules: RetentionPolicy['rules']): PayoutPoint[] {
  let running = 0;
  return [...rules]
    .sort((a, b) => a.offset_days - b.offset_days)
    .map((rule) => {
      running += toHundredths(rule.percent);
      return { offset: rule.offset_days, percent: rule.percent, cumulative: running / 100 };
    });
}

export function RetentionReview({
  policy,
  eventDate,
  floor,
  now,
}: {
  policy: RetentionPolicy | null;
  eventDate: string;
  floor: number;
  now: Date;
}) {
  const { t, format } = useI18n();
  const relativeDay = useRelativeDay();
  if (!policy) return <Text c="dimmed">{t('review.retention.default')}</Text>;
  const points = payoutPoints(policy.rules);
  const total = points.at(-1)?.cumulative ?? 0;
  const today = now.toISOString().slice(0, 10);
  const paid = points.filter((point) => addDays(eventDate, point.offset) <= today).length;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="sm">
        <Badge
          variant="light"
          color={Math.round(total * 100) === 10_000 ? 'teal' : 'red'}
          size="lg"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('review.retention.total', { total: format.number(total) })}
        </Badge>
        <Timeline active={paid - 1} bulletSize={18} lineWidth={2} color="indigo">
          {points.map((point, i) => (
            <Timeline.Item
              key={`${point.offset}-${i}`}
              title={
                <Text size="sm" fw={600}>
                  {t('review.retention.payout', {
                    percent: format.number(point.percent),
                    date: format.date(addDays(eventDate, point.offset)),
                  })}
                </Text>
              }
            >
              <Text size="xs" c="dimmed">
                {relativeDay(point.offset)} ·{' '}
                {t('review.retention.cumulative', { total: format.number(point.cumulative) })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
      <RetentionChart points={points} eventDate={eventDate} floor={floor} framed={false} />
    </SimpleGrid>
  );
}

/* ---------- salesperson ---------- */

export function SalespersonReview({
  personId,
  salespeople,
}: {
  personId: number | null;
  salespeople: Salesperson[];
}) {
  const { t } = useI18n();
  if (personId === null) return <Text c="dimmed">{t('review.salesperson.none')}</Text>;
  const person = salespeople.find((candidate) => candidate.id === personId);
  if (!person)
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <InfoIcon size={18} />
        <Text size="sm">{t('review.salesperson.notListed', { id: personId })}</Text>
      </Group>
    );
  const phones = [person.mobile, person.phone].filter((phone): phone is string => !!phone);
  return (
    <Stack gap={4}>
      <Text fw={600}>{person.name}</Text>
      {person.legal_name && person.legal_name !== person.name && (
        <Text size="sm" c="dimmed">
          {person.legal_name}
        </Text>
      )}
      {person.email && (
        <Text size="sm">
          {t('salespeople.col.email')}:{' '}
          <Anchor href={`mailto:${person.email}`} size="sm">
            {person.email}
          </Anchor>
        </Text>
      )}
      {phones.map((phone) => (
        <Text size="sm" key={phone}>
          {t('salespeople.col.phone')}:{' '}
          <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm">
            {phone}
          </Anchor>
        </Text>
      ))}
    </Stack>
  );
}

/** The discounts, each shown on a real price of the event (loaded with this module). */
export function DiscountsReviewFor({
  discounts,
  batches,
  races,
  now,
}: {
  discounts: LegalDiscount[];
  batches: Batch[] | undefined;
  races: Race[] | undefined;
  now: Date;
}) {
  return <DiscountsReview discounts={discounts} example={examplePrice(batches, races, now)} />;
}
