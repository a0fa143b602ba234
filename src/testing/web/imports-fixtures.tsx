import { emptySummary, type ImportStatus } from '@/contract/imports';
import { ImportsPage } from '@/web/features/imports/imports-page';
import { createInProcessPort } from '@/web/features/imports/in-process-port';
import { makeRace } from './hub-stub';
import { render } from './render';

/** The one race of event `EVT` that the imports tests' hub lists: `10K · Corrida 10K`. */
export const importRace = makeRace(1, {
  id: 3,
  distance_label: '10K',
  sort_order: 1,
  registration_limit: null,
});

/** The Imports tab of event `EVT`, its file read in the page (no worker in jsdom). */
export function renderImportsPage(language: 'pt-BR' | 'en' = 'pt-BR') {
  return render(
    <ImportsPage
      eventCode="EVT"
      search={{ history: 'registrations', page: 1 }}
      onSearchChange={() => undefined}
      createPort={createInProcessPort}
    />,
    { language },
  );
}

/** A chunk's import as the hub reports it: its summary, its refused items, its state. */
export const importStatus = (
  summary: Partial<ImportStatus['summary']>,
  items: ImportStatus['items'] = [],
  state = 'completed',
): ImportStatus => ({
  import_id: 1,
  event_code: 'E',
  source: 'csv',
  status: state,
  started_at: null,
  finished_at: null,
  summary: { ...emptySummary(), ...summary },
  items,
});
