import type { EnglishOf } from '@/web/i18n/define';
import type { eventMove } from '@/web/i18n/features/event-move';

export const eventMoveEn: EnglishOf<typeof eventMove> = {
  'eventConfig.move.title': 'Move the dates along with the event?',
  'eventConfig.move.later':
    'The event moved from {from} to {to}, {count|# day later|# days later}. The race starts and the batches’ sales windows can move with it, by as much:',
  'eventConfig.move.earlier':
    'The event moved from {from} to {to}, {count|# day earlier|# days earlier}. The race starts and the batches’ sales windows can move with it, by as much:',
  'eventConfig.move.reading': 'Reading the races and batches…',
  'eventConfig.move.nothing': 'No race start or batch window to move.',
  'eventConfig.move.now': 'Now',
  'eventConfig.move.moved': 'Once moved',
  'eventConfig.move.apply': 'Move {races|# start|# starts} and {batches|# batch|# batches}',
  'eventConfig.move.keep': 'Keep them as they are',
  'eventConfig.move.close': 'Close',
  'eventConfig.move.opens': 'Registration opens',
  'eventConfig.move.closes': 'Registration closes',
  'eventConfig.move.applyWindow':
    'Move registration, {races|# start|# starts} and {batches|# batch|# batches}',
  'eventConfig.move.raceStart': 'Start: {name}',
  'eventConfig.move.state': 'State',
  'eventConfig.move.done': 'Dates moved: {count|# change saved|# changes saved}.',
  'eventConfig.move.stopped':
    'Stopped at the marked row: {count|# change saved|# changes saved} before it. Fix it and try again: what was saved does not move twice.',
  'eventConfig.move.retry': 'Try again',
};
