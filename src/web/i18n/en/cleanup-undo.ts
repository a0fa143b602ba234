import type { EnglishOf } from '@/web/i18n/define';
import type { cleanupUndo } from '@/web/i18n/features/cleanup-undo';

export const cleanupUndoEn: EnglishOf<typeof cleanupUndo> = {
  'cleanup.undo.title': 'Undo import #{id}',
  'cleanup.undo.which':
    'Race {race} · imported on {when} · {created|# row created|# rows created}.',
  'cleanup.undo.name': 'Name',
  'cleanup.undo.document': 'Document',
  'cleanup.undo.bib': 'Bib',
  'cleanup.undo.time': 'Net time',
  'cleanup.undo.pageOf': 'Page {page} of {pages}',
  'cleanup.undo.back': 'Back to the import history',
  'cleanup.undo.confirmTitle': 'Undo import #{id}',
  'cleanup.undo.deleting': 'Deleting…',
  'cleanup.undo.cannotTitle': 'This hub cannot undo one import',
  'cleanup.undo.registrations.description':
    'Deletes the registrations this import created. Those it only updated existed before and stay; online registrations never leave from here.',
  'cleanup.undo.registrations.listLabel': 'Registrations that will be deleted',
  'cleanup.undo.registrations.wouldDelete':
    '{count|# registration of this import will be deleted|# registrations of this import will be deleted}.',
  'cleanup.undo.registrations.delete':
    '{count|Delete this registration|Delete these # registrations}',
  'cleanup.undo.registrations.deleted':
    '{count|# registration of this import was deleted|# registrations of this import were deleted}.',
  'cleanup.undo.registrations.nothing':
    'Nothing to undo: the registrations this import created are no longer on the hub.',
  'cleanup.undo.registrations.cannot':
    'This hub does not say which registrations each import created, and the API’s bulk delete only filters by race, status and origin, not by CPF or external_id. Deleting by those filters would take other registrations along, so nothing is deleted from here.',
  'cleanup.undo.results.description':
    'Deletes the results this import created. Those it only updated existed before and stay; a race left without results goes back to pending results.',
  'cleanup.undo.results.listLabel': 'Results that will be deleted',
  'cleanup.undo.results.wouldDelete':
    '{count|# result of this import will be deleted|# results of this import will be deleted}.',
  'cleanup.undo.results.delete': '{count|Delete this result|Delete these # results}',
  'cleanup.undo.results.deleted':
    '{count|# result of this import was deleted|# results of this import were deleted}.',
  'cleanup.undo.results.nothing':
    'Nothing to undo: the results this import created are no longer on the hub.',
  'cleanup.undo.results.cannot':
    'This hub does not say which results each import created, and the API only deletes every result of the event at once. Nothing is deleted from here.',
};
