import { describe, expect, it } from 'vitest';
import { makeBatch, makeEvent, makeRace } from '@/testing/web/hub-stub';
import { dateMoves, moveBody } from './date-moves';

const zone = 'America/Sao_Paulo';
const race = makeRace(1, { id: 3, name: 'Corrida 10K', starts_at: '2027-02-10T08:00:00-03:00' });
const open = makeBatch(1, {
  id: 7,
  name: '1º Lote',
  starts_at: '2026-11-17T00:00:00-03:00',
  ends_at: '2027-01-10T23:59:00-03:00',
});
const noWindow = makeBatch(1, { id: 8, name: 'Cortesia', starts_at: null, ends_at: null });
const before = makeEvent({
  code: 'GMD',
  date: '2027-02-10',
  registration_opens_at: '2026-11-17T00:00:00-03:00',
  registration_closes_at: '2027-02-04T23:59:00-03:00',
});
/** The event saved `days` later, its registration window as it was unless told. */
const savedOn = (date: string, window: Partial<typeof before> = {}) => ({
  ...before,
  date,
  ...window,
});

describe('moving the dates with the event', () => {
  it('moves the window, each start and each batch by the days, wall time kept, in that order when later', () => {
    const moves = dateMoves(before, savedOn('2027-02-17'), [race], [open, noWindow], zone);
    expect(moves.map((m) => [m.kind, m.name])).toEqual([
      ['event', before.name],
      ['race', 'Corrida 10K'],
      ['batch', '1º Lote'],
    ]);
    expect(moveBody(moves[0])).toEqual({
      registration_opens_at: '2026-11-24T00:00:00-03:00',
      registration_closes_at: '2027-02-11T23:59:00-03:00',
    });
    expect(moveBody(moves[1])).toEqual({ starts_at: '2027-02-17T08:00:00-03:00' });
    expect(moveBody(moves[2])).toEqual({
      starts_at: '2026-11-24T00:00:00-03:00',
      ends_at: '2027-01-17T23:59:00-03:00',
    });
  });

  it('batches first when earlier, so a race never starts before a batch that sells it ends', () => {
    const moves = dateMoves(before, savedOn('2027-02-07'), [race], [open], zone);
    expect(moves.map((m) => m.kind)).toEqual(['batch', 'race', 'event']);
    expect(moves[1].dates).toEqual([
      { field: 'starts_at', before: race.starts_at, after: '2027-02-07T08:00:00-03:00' },
    ]);
  });

  it('leaves the registration window alone when the same save changed it', () => {
    const saved = savedOn('2027-02-17', { registration_closes_at: '2027-02-12T23:59:00-03:00' });
    expect(dateMoves(before, saved, [race], [], zone).map((m) => m.kind)).toEqual(['race']);
    // Written another way, the same instant is no change.
    const same = savedOn('2027-02-17', { registration_closes_at: '2027-02-05T02:59:00Z' });
    expect(dateMoves(before, same, [race], [], zone).map((m) => m.kind)).toEqual(['event', 'race']);
  });

  it('reads a start written without an offset in the hub’s zone, and writes it with one', () => {
    const local = { ...race, starts_at: '2027-02-10 08:00:00' };
    const [, moved] = dateMoves(before, savedOn('2027-02-11'), [local], [], zone);
    expect(moveBody(moved)).toEqual({ starts_at: '2027-02-11T08:00:00-03:00' });
  });

  it('moves nothing for the same day', () => {
    expect(dateMoves(before, savedOn('2027-02-10'), [race], [open], zone)).toEqual([]);
  });
});
