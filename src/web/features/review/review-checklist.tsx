import { Alert, Anchor, Badge, Group, List, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import type { Checklist, ChecklistSource, ChecklistTab } from './checklist';
import { ReviewSection } from './review-section';
import { ArrowRightIcon, CheckCircleIcon, ErrorCircleIcon, WarningIcon } from './review-icons';

const TAB_LABELS: Record<ChecklistTab, MessageKey> = {
  overview: 'tab.overview',
  races: 'tab.races',
  batches: 'tab.batches',
  'registration-fields': 'tab.registrationFields',
  retention: 'tab.retention',
};

const SOURCE_LABELS: Record<ChecklistSource, MessageKey> = {
  event: 'review.source.event',
  races: 'review.source.races',
  batches: 'review.source.batches',
  fields: 'review.source.fields',
  retention: 'review.source.retention',
  vacancies: 'review.source.vacancies',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/;

/* The checks whose item names one race (races tab) or one batch (batches tab) by the first id
   in its id (`race-over-limit:12`, `batch-overlap:901:902`): the link opens that one's editor. */
const EDITS_ITEM = new Set([
  'race-over-limit',
  'kids-race-ranked',
  'ranked-race-without-category',
  'race-on-other-day',
  'batch-outside-registration',
  'batch-after-race-start',
  'batch-after-event-start',
  'batch-overlap',
  'zero-price-paid-event',
]);
const editOf = (item: { check: string; id: string }) =>
  EDITS_ITEM.has(item.check) ? { edit: item.id.split(':')[1] } : {};

const tabHref = (eventCode: string, tab: ChecklistTab) => {
  const base = `/events/${encodeURIComponent(eventCode)}`;
  return tab === 'overview' ? base : `${base}/${tab}`;
};

/** The checklist: what looks wrong, each item linking to the tab that fixes it. */
export function ReviewChecklist({
  eventCode,
  checklist,
}: {
  eventCode: string;
  /** null while the reads it needs are still loading. */
  checklist: Checklist | null;
}) {
  const { t, format } = useI18n();
  // Counts and dates in the reader's way; names stay as the organizer wrote them.
  const formatParams = (params: Record<string, string | number>) =>
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        typeof value === 'number'
          ? format.number(value)
          : ISO_DATE.test(value)
            ? format.date(value)
            : value,
      ]),
    );
  const errors = checklist?.items.filter((item) => item.severity === 'error').length ?? 0;
  const warnings = (checklist?.items.length ?? 0) - errors;

  return (
    <ReviewSection
      title={t('review.checklist.title')}
      hint={t('review.checklist.hint')}
      aside={
        checklist && (
          <Group gap={6}>
            {errors > 0 && (
              <Badge color="red" variant="light">
                {errors === 1
                  ? t('review.checklist.oneError')
                  : t('review.checklist.errors', { count: errors })}
              </Badge>
            )}
            {warnings > 0 && (
              <Badge color="orange" variant="light">
                {warnings === 1
                  ? t('review.checklist.oneWarning')
                  : t('review.checklist.warnings', { count: warnings })}
              </Badge>
            )}
          </Group>
        )
      }
    >
      {!checklist ? (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" />
          <Text size="sm">{t('review.checklist.loading')}</Text>
        </Group>
      ) : (
        <Stack gap="md">
          {checklist.items.length === 0 ? (
            <Alert variant="light" color="teal" icon={<CheckCircleIcon />}>
              {t('review.checklist.ok')}
            </Alert>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {checklist.items.map((item) => {
                const error = item.severity === 'error';
                return (
                  <Group
                    component="li"
                    key={item.id}
                    wrap="nowrap"
                    align="flex-start"
                    gap="sm"
                    py={6}
                    style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                  >
                    <ThemeIcon
                      variant="light"
                      color={error ? 'red' : 'orange'}
                      radius="xl"
                      size="md"
                      aria-hidden="true"
                    >
                      {error ? <ErrorCircleIcon size={16} /> : <WarningIcon size={16} />}
                    </ThemeIcon>
                    <Text size="sm" style={{ flex: 1 }}>
                      <Badge
                        component="span"
                        size="sm"
                        variant="light"
                        color={error ? 'red' : 'orange'}
                        mr={8}
                      >
                        {t(
                          error
                            ? 'review.checklist.severity.error'
                            : 'review.checklist.severity.warning',
                        )}
                      </Badge>
                      {t(item.messageKey, formatParams(item.params))}
                    </Text>
                    <Anchor
                      size="sm"
                      fw={500}
                      style={{ whiteSpace: 'nowrap' }}
                      renderRoot={(props) => (
                        <Link to={tabHref(eventCode, item.tab)} search={editOf(item)} {...props} />
                      )}
                    >
                      <Group gap={4} component="span" wrap="nowrap">
                        {t('review.checklist.fix', { tab: t(TAB_LABELS[item.tab]) })}
                        <ArrowRightIcon />
                      </Group>
                    </Anchor>
                  </Group>
                );
              })}
            </Stack>
          )}
          {checklist.skipped.length > 0 && (
            <div>
              <Text size="sm" fw={600} mb={4}>
                {t('review.checklist.skipped')}
              </Text>
              <List size="sm" c="dimmed" spacing={2}>
                {checklist.skipped.map((skipped) => (
                  <List.Item key={skipped.check}>
                    {t('review.checklist.skippedItem', {
                      check: t(skipped.messageKey),
                      sources: skipped.missing.map((source) => t(SOURCE_LABELS[source])).join(', '),
                    })}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      )}
    </ReviewSection>
  );
}
