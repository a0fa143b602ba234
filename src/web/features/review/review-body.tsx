import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { HubEvent } from '@/contract/events';
import { RETENTION_OFFSET_FLOOR_DAYS_DEFAULT } from '@/contract/limits';
import { BatchMatrix } from '@/web/components/batch-matrix';
import { WhenNear } from '@/web/components/when-near';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import type { Checklist } from './checklist';
import { readyData, type ReviewReads } from './review-data';
import { RaceReviewTable } from './review-races';
import { ReviewSection, SourceView, UnavailableReads } from './review-section';
import { SalesTimeline } from './review-timeline';
import classes from './review.module.css';

/** What the law asks: its texts and checks load after the review's first render. */
/* Below the fold, after the overview's first render: the discounts, salesperson and retention. */
const extras = () => import('./review-extras');
const DiscountsReview = lazy(() => extras().then((m) => ({ default: m.DiscountsReviewFor })));
const SalespersonReview = lazy(() => extras().then((m) => ({ default: m.SalespersonReview })));
const RetentionReview = lazy(() => extras().then((m) => ({ default: m.RetentionReview })));
// The form as participants see it renders real selects (floating-ui and Combobox): after the rest.
const FieldPreview = lazy(() =>
  import('@/web/components/field-preview').then((m) => ({ default: m.FieldPreview })),
);
/** Fetched with this chunk's own first use (event-review.tsx), so the body is not held for it. */
export const lawGuidance = () => import('./law-guidance');
const LawGuidance = lazy(() => lawGuidance().then((m) => ({ default: m.LawGuidance })));

/** Batch ids a checklist item points at, read from the item ids (`check:batchId[:other]`). */
function problemBatches(checklist: Checklist | null): Set<string> {
  const ids = new Set<string>();
  for (const item of checklist?.items ?? []) {
    const [, first, second] = item.id.split(':');
    if (item.check === 'batch-overlap') [first, second].forEach((id) => id && ids.add(id));
    else if (
      item.check === 'batch-outside-registration' ||
      item.check === 'batch-after-race-start' ||
      item.check === 'zero-price-paid-event'
    )
      if (first) ids.add(first);
  }
  return ids;
}

/**
 * The review's body below its checklist once every read has answered: what the law asks and each
 * section, the ones below a phone's first screen as the scroll nears them. Its own chunk: the
 * overview's heading and summary paint without it (event-review.tsx).
 */
export function ReviewSections({
  event,
  reads,
  checklist,
  now,
}: {
  event: HubEvent;
  reads: ReviewReads;
  checklist: Checklist;
  now: Date;
}) {
  const { races, batches, fields, discounts, retention, vacancies, prizeRuleCounts, salespeople } =
    reads;
  const { t } = useI18n();

  const unavailable: MessageKey[] = [
    ...(races.status === 'unavailable' ? (['review.unavailable.races'] as const) : []),
    ...(batches.status === 'unavailable' ? (['review.unavailable.batches'] as const) : []),
    ...(fields.status === 'unavailable' ? (['review.unavailable.fields'] as const) : []),
    ...(discounts.status === 'unavailable' ? (['review.unavailable.legalDiscounts'] as const) : []),
    ...(retention.status === 'unavailable' ? (['review.unavailable.retention'] as const) : []),
    ...(vacancies.status === 'unavailable' ? (['review.unavailable.vacancies'] as const) : []),
    ...(prizeRuleCounts.status === 'unavailable'
      ? (['review.unavailable.prizeRules'] as const)
      : []),
    ...(!event.counters ? (['review.unavailable.counters'] as const) : []),
    ...(salespeople.status === 'unavailable' ? (['review.unavailable.salespeople'] as const) : []),
  ];

  return (
    <>
      {/* No boundary of its own: the body is a background render, which keeps the checklist's
          waiting place until this arrives too, instead of drawing it later above the races. */}
      <LawGuidance
        input={{
          event,
          races: readyData(races),
          batches: readyData(batches),
          fields: readyData(fields),
          discounts: readyData(discounts),
          retention: readyData(retention),
          prizeRuleCounts: readyData(prizeRuleCounts),
        }}
      />

      {unavailable.length > 0 && (
        <ReviewSection title={t('review.unavailable.title')} hint={t('review.unavailable.hint')}>
          <UnavailableReads reads={unavailable} />
        </ReviewSection>
      )}

      <ReviewSection title={t('overview.races')}>
        <SourceView source={races} what={t('overview.races')}>
          {(data) => (
            <RaceReviewTable races={data} vacancies={vacancies} prizeRuleCounts={prizeRuleCounts} />
          )}
        </SourceView>
      </ReviewSection>

      {/* Below the first screen of a phone: each part renders as the scroll nears it. */}
      <WhenNear minHeight={320}>
        <ReviewSection title={t('overview.batches')} hint={t('review.matrix.hint')}>
          <SourceView source={batches} what={t('overview.batches')}>
            {(data) =>
              data.length === 0 ? (
                <Text c="dimmed">{t('overview.noBatches')}</Text>
              ) : (
                <BatchMatrix batches={data} races={readyData(races) ?? []} now={now} />
              )
            }
          </SourceView>
        </ReviewSection>
      </WhenNear>

      <WhenNear minHeight={260}>
        <ReviewSection title={t('review.timeline.title')} hint={t('review.timeline.hint')}>
          <SalesTimeline
            event={event}
            batches={readyData(batches) ?? []}
            races={readyData(races)}
            problemBatchIds={problemBatches(checklist)}
            now={now}
          />
        </ReviewSection>
      </WhenNear>

      <WhenNear minHeight={480}>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {fields.status === 'ready' ? (
            <Suspense
              fallback={
                <ReviewSection title={t('review.form.title')} hint={t('review.form.hint')}>
                  <Skeleton height={240} radius="sm" aria-busy="true" />
                </ReviewSection>
              }
            >
              <FieldPreview
                fields={[...fields.data].sort((a, b) => a.sort_order - b.sort_order)}
                title={t('review.form.title')}
                hint={t('review.form.hint')}
                className={classes.section}
              />
            </Suspense>
          ) : (
            <ReviewSection title={t('review.form.title')} hint={t('review.form.hint')}>
              <SourceView source={fields} what={t('review.form.title')}>
                {() => null}
              </SourceView>
            </ReviewSection>
          )}
          <Stack gap="lg">
            <ReviewSection title={t('legalDiscounts.title')}>
              <SourceView source={discounts} what={t('legalDiscounts.title')}>
                {(data) => (
                  <Suspense fallback={null}>
                    <DiscountsReview
                      discounts={data}
                      batches={readyData(batches)}
                      races={readyData(races)}
                      now={now}
                    />
                  </Suspense>
                )}
              </SourceView>
            </ReviewSection>
            <ReviewSection title={t('review.salesperson.title')}>
              <SourceView source={salespeople} what={t('review.salesperson.title')}>
                {(data) => (
                  <Suspense fallback={null}>
                    <SalespersonReview personId={event.salesperson_person_id} salespeople={data} />
                  </Suspense>
                )}
              </SourceView>
            </ReviewSection>
          </Stack>
        </SimpleGrid>
      </WhenNear>

      <WhenNear minHeight={200}>
        <ReviewSection title={t('review.retention.title')}>
          <SourceView source={retention} what={t('review.retention.title')}>
            {(data) => (
              <Suspense fallback={null}>
                <RetentionReview
                  policy={data}
                  eventDate={event.date}
                  floor={RETENTION_OFFSET_FLOOR_DAYS_DEFAULT}
                  now={now}
                />
              </Suspense>
            )}
          </SourceView>
        </ReviewSection>
      </WhenNear>
    </>
  );
}
