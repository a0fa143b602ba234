import { expect, test } from 'vitest';
import type { ChangeEntry } from '@/contract/history';
import { historyCsv } from './history-csv';

const entry: ChangeEntry = {
  id: 1,
  at: '2026-11-26T12:00:00.000Z',
  via: 'api',
  actor: '=HYPERLINK("x")',
  key_fingerprint: 'abcdef012345',
  method: 'PUT',
  path: '/events/E1/retention',
  event_code: 'E1',
  race_code: null,
  kind: 'retention',
  summary: { rules: [{ percent: 100, offset_days: 2 }] },
  status: 200,
  outcome: 'ok',
  import_id: null,
  before: null,
  after: { rules: [{ percent: 100, offset_days: 2 }] },
};

test('one line per entry, BOM and `;`, formulas neutralized, versions as JSON', () => {
  const text = historyCsv(
    [entry],
    (c) => c,
    () => '26/11/2026 09:00',
    () => 'Alterou a retenção: 100 % 2 dias depois do evento',
  );
  expect(
    text.startsWith(
      '\ufeffat;actor;what;key;via;kind;method;path;race;outcome;status;import;summary;before;after\r\n',
    ),
  ).toBe(true);
  const [, line] = text.slice(1).split('\r\n');
  expect(line).toBe(
    `26/11/2026 09:00;"'=HYPERLINK(""x"")";Alterou a retenção: 100 % 2 dias depois do evento;abcdef012345;api;retention;PUT;/events/E1/retention;;ok;200;;"{""rules"":[{""percent"":100,""offset_days"":2}]}";;"{""rules"":[{""percent"":100,""offset_days"":2}]}"`,
  );
});
