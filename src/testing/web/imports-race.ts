import { makeRace } from '@/testing/web/hub-stub';

/** The one race of event `EVT` that the imports tests' hub lists: `10K · Corrida 10K`. */
export const importRace = makeRace(1, {
  id: 3,
  distance_label: '10K',
  sort_order: 1,
  registration_limit: null,
});
