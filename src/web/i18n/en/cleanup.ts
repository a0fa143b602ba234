import type { EnglishOf } from '@/web/i18n/define';
import type { cleanup } from '@/web/i18n/features/cleanup';

export const cleanupEn: EnglishOf<typeof cleanup> = {
  'cleanup.intro':
    'Clean a wrong import before importing again. Every deletion here is final and asks for the event code.',
  'cleanup.registrations.title': 'Delete imported registrations',
  'cleanup.registrations.description':
    'Deletes registrations that came through the API or a spreadsheet, filtered by race, status and origin.',
  'cleanup.registrations.online':
    'Online registrations never come in here: they come from checkout, with an order and a payment, and only leave by cancellation in the back-office panel.',
  'cleanup.registrations.onlineTitle': 'Online registrations stay protected',
  'cleanup.registrations.review': 'Review deletion',
  'cleanup.registrations.confirmTitle': 'Delete registrations',
  'cleanup.registrations.confirm': 'Delete registrations',
  'cleanup.registrations.wouldDelete':
    '{count|# registration will be deleted|# registrations will be deleted}.',
  'cleanup.registrations.protected':
    '{count} online registrations matching these filters stay untouched.',
  'cleanup.registrations.nothing': 'No API or spreadsheet registration matches these filters.',
  'cleanup.registrations.deleted': '{count|# registration deleted|# registrations deleted}.',
  'cleanup.filter.race': 'Race',
  'cleanup.filter.raceAll': 'All races',
  'cleanup.filter.raceId': 'Race ID',
  'cleanup.filter.raceIdHelp':
    'This hub does not list the races of an event. Leave empty for all races.',
  'cleanup.filter.raceIdInvalid': 'Use the race number (id) only',
  'cleanup.filter.status': 'Status',
  'cleanup.filter.statusAll': 'All statuses',
  'cleanup.filter.origin': 'Origin',
  'cleanup.filter.originAll': 'API and spreadsheet',
  'cleanup.origin.api': 'API',
  'cleanup.origin.csv': 'Spreadsheet (CSV)',
  'cleanup.status.confirmed': 'Confirmed',
  'cleanup.status.pending': 'Pending',
  'cleanup.status.cancelled': 'Cancelled',
  'cleanup.summary': 'Filters: {filters}',
  'cleanup.results.title': 'Delete all results',
  'cleanup.results.description':
    'Deletes every result of the event, removed ones too, and the races go back to pending results. Results carry no payment, so nothing is protected.',
  'cleanup.results.review': 'Delete all results',
  'cleanup.results.confirmTitle': 'Delete all results',
  'cleanup.results.confirm': 'Delete results',
  'cleanup.results.wouldDelete': '{count|# result will be deleted|# results will be deleted}.',
  'cleanup.results.nothing': 'This event has no results to delete.',
  'cleanup.results.deleted': '{count|# result deleted|# results deleted}.',
  'cleanup.countUnavailable':
    'This hub does not tell beforehand how many records will be deleted. Check the filters carefully.',
  'cleanup.confirm.label': 'Type the event code to confirm',
  'cleanup.confirm.description': 'Type exactly {code}.',
  'cleanup.confirm.mismatch': 'The code does not match',
  'cleanup.cancel': 'Cancel',
  'cleanup.close': 'Close',
  'cleanup.checkpoint.title': 'Remove a checkpoint',
  'cleanup.checkpoint.description':
    'Removes a checkpoint of a race and every split time recorded at it.',
  'cleanup.checkpoint.select': 'Checkpoint',
  'cleanup.checkpoint.placeholder': 'Choose the checkpoint',
  'cleanup.checkpoint.none': 'This event has no checkpoints.',
  'cleanup.checkpoint.id': 'Checkpoint ID',
  'cleanup.checkpoint.idHelp': 'This hub does not list checkpoints: type the id.',
  'cleanup.checkpoint.idInvalid': 'Type the checkpoint number (id)',
  'cleanup.checkpoint.required': 'Choose a checkpoint',
  'cleanup.checkpoint.remove': 'Remove checkpoint',
  'cleanup.checkpoint.confirmTitle': 'Remove checkpoint',
  'cleanup.checkpoint.confirmText':
    'Remove {checkpoint}? The split times recorded at it are deleted too.',
  'cleanup.checkpoint.confirm': 'Remove',
  'cleanup.checkpoint.removed': 'Checkpoint {checkpoint} removed.',
  'cleanup.checkpoint.raceGroup': 'Race {race}',
  'cleanup.checkpoint.unnamed': 'Checkpoint {id}',
  'cleanup.error': 'The hub refused the deletion',
};
