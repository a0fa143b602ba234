import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { HubEvent } from '@/contract/events';
import { daysBetween } from '@/contract/time';
import { batchQueries, updateBatch } from '@/web/api/batches';
import { updateEvent } from '@/web/api/event-writes';
import { eventQueries } from '@/web/api/events';
import { raceQueries, updateRace } from '@/web/api/races';
import { DialogActions } from '@/web/components/dialog-actions';
import { ErrorView } from '@/web/components/error-view';
import { eventConfig } from '@/web/i18n/features/event-config';
import { eventMove } from '@/web/i18n/features/event-move';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { hubErrorText } from '@/web/lib/hub-error';
import { BeforeAfterDates } from './before-after-dates';
import { dateMoves, moveBody, type DateMove, type MovedDate } from './date-moves';

addMessages([eventConfig, eventMove]);

export interface MoveDatesDialogProps {
  opened: boolean;
  /** The event as saved, with its new date. */
  event: HubEvent;
  /** The event before the save. */
  before: HubEvent;
  onClose: () => void;
}

/** What became of one move: written, or the hub's refusal in words. */
type Outcome = { state: 'done' } | { state: 'failed'; message: string };

/**
 * The event's date changed: its races' starts and its batches' sales windows, moved by the same
 * days, before and after, then written on the person's word, one PATCH each, in an order the hub
 * takes. Nothing moves by itself; a refusal stops at that row and says why.
 */
export function MoveDatesDialog({ opened, event, before, onClose }: MoveDatesDialogProps) {
  const { t, timeZone, format } = useI18n();
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<Map<number, Outcome>>(new Map());
  const from = before.date;
  const days = daysBetween(from, event.date);

  const preview = useQuery({
    queryKey: ['move-dates', event.code, from, event.date, timeZone],
    enabled: opened,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const [races, batches] = await Promise.all([
        queryClient.fetchQuery({ ...raceQueries.list(event.code), staleTime: 0 }),
        queryClient.fetchQuery({ ...batchQueries.list(event.code), staleTime: 0 }),
      ]);
      return dateMoves(before, event, races.races, batches.batches, timeZone);
    },
  });

  const apply = useMutation({
    mutationFn: async (moves: DateMove[]) => {
      // Again after a refusal: what was written stays written and is not moved twice.
      const done = new Map([...outcomes].filter(([, outcome]) => outcome.state === 'done'));
      for (const [i, move] of moves.entries()) {
        if (done.has(i)) continue;
        try {
          if (move.kind === 'event') await updateEvent(event.code, moveBody(move));
          else if (move.kind === 'race') await updateRace(event.code, move.id, moveBody(move));
          else await updateBatch(event.code, move.id, moveBody(move));
          done.set(i, { state: 'done' });
        } catch (error) {
          done.set(i, { state: 'failed', message: hubErrorText(error) });
          break;
        } finally {
          setOutcomes(new Map(done));
        }
      }
      return done;
    },
    onSettled: () =>
      Promise.all(
        [raceQueries.all(), batchQueries.all(), eventQueries.all()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  const moves = preview.data ?? [];
  const races = moves.filter((move) => move.kind === 'race').length;
  const batches = moves.filter((move) => move.kind === 'batch').length;
  const window = moves.some((move) => move.kind === 'event');
  const written = [...outcomes.values()].filter((o) => o.state === 'done').length;
  const failed = [...outcomes.values()].some((o) => o.state === 'failed');
  const finished = !apply.isPending && (failed || (moves.length > 0 && written === moves.length));

  const dateLabel = (move: DateMove, field: MovedDate['field']) =>
    move.kind === 'event'
      ? t(field === 'registration_opens_at' ? 'eventConfig.move.opens' : 'eventConfig.move.closes')
      : move.kind === 'race'
        ? t('eventConfig.move.raceStart', { name: move.name })
        : t(field === 'starts_at' ? 'eventConfig.dates.batchStart' : 'eventConfig.dates.batchEnd', {
            name: move.name,
          });

  return (
    <Modal opened={opened} onClose={onClose} title={t('eventConfig.move.title')} size="48rem">
      <Stack gap="md">
        <Text size="sm">
          {t(days > 0 ? 'eventConfig.move.later' : 'eventConfig.move.earlier', {
            from: format.date(from),
            to: format.date(event.date),
            count: Math.abs(days),
          })}
        </Text>
        {preview.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('eventConfig.move.reading')}</Text>
          </Group>
        )}
        {preview.isError && <ErrorView error={preview.error} onRetry={() => preview.refetch()} />}
        {preview.isSuccess && moves.length === 0 && (
          <Alert variant="light" color="gray">
            {t('eventConfig.move.nothing')}
          </Alert>
        )}
        <BeforeAfterDates
          headers={{
            before: t('eventConfig.move.now'),
            after: t('eventConfig.move.moved'),
            state: t('eventConfig.move.state'),
          }}
          rows={moves.flatMap((move, i) =>
            move.dates.map((date) => {
              const outcome = outcomes.get(i);
              return {
                key: `${move.kind}:${move.id}:${date.field}`,
                label: dateLabel(move, date.field),
                before: date.before,
                after: date.after,
                state:
                  outcome?.state === 'done' ? (
                    <Badge color="teal" variant="light">
                      {t('eventConfig.result.done')}
                    </Badge>
                  ) : outcome?.state === 'failed' ? (
                    <Text size="sm" c="red">
                      {outcome.message}
                    </Text>
                  ) : null,
              };
            }),
          )}
        />
        {apply.isPending && (
          <Text size="sm" role="status">
            {t('eventConfig.apply.progress', { done: outcomes.size, total: moves.length })}
          </Text>
        )}
        {finished && !failed && (
          <Alert color="teal" variant="light" role="status">
            {t('eventConfig.move.done', { count: written })}
          </Alert>
        )}
        {finished && failed && (
          <Alert color="red" variant="light" role="alert">
            {t('eventConfig.move.stopped', { count: written })}
          </Alert>
        )}
        <DialogActions>
          {finished || (preview.isSuccess && moves.length === 0) ? (
            <>
              {failed && (
                <Button variant="default" onClick={() => apply.mutate(moves)}>
                  {t('eventConfig.move.retry')}
                </Button>
              )}
              <Button data-autofocus onClick={onClose}>
                {t('eventConfig.move.close')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={apply.isPending}>
                {t('eventConfig.move.keep')}
              </Button>
              <Button
                data-autofocus
                disabled={moves.length === 0}
                loading={apply.isPending}
                onClick={() => apply.mutate(moves)}
              >
                {t(window ? 'eventConfig.move.applyWindow' : 'eventConfig.move.apply', {
                  races,
                  batches,
                })}
              </Button>
            </>
          )}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
