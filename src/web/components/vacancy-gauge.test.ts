import { describe, expect, it } from 'vitest';
import { vacancySchema } from '@/contract/races';
import { vacancyGauge } from './vacancy-gauge';

const wire = (limit: string | null, count: string, vacancy: Record<string, unknown>) =>
  vacancySchema.parse({
    race_id: '12',
    registration_limit: limit,
    registrations_count: count,
    vacancy,
  });

describe('vacancy gauge', () => {
  it('maps each status the hub sends to its label and colour, numbers from strings', () => {
    expect(
      vacancyGauge(
        wire('500', '123', {
          available: 377,
          unlimited: false,
          percent_filled: 24.6,
          status: 'open',
        }),
      ),
    ).toEqual({
      registered: 123,
      limit: 500,
      available: 377,
      percent: 24.6,
      percentFilled: 24.6,
      status: 'open',
      statusLabel: 'prizes.vacancyStatus.open',
      color: 'teal',
    });
    expect(
      vacancyGauge(
        wire('300', '284', {
          available: 16,
          unlimited: false,
          percent_filled: 94.7,
          status: 'low',
        }),
      ),
    ).toMatchObject({ available: 16, statusLabel: 'prizes.vacancyStatus.low', color: 'orange' });
    expect(
      vacancyGauge(
        wire('300', '300', { available: 0, unlimited: false, percent_filled: 100, status: 'full' }),
      ),
    ).toMatchObject({ percent: 100, statusLabel: 'prizes.vacancyStatus.full', color: 'red' });
    expect(
      vacancyGauge(
        wire(null, '180', {
          available: null,
          unlimited: true,
          percent_filled: null,
          status: 'unlimited',
        }),
      ),
    ).toMatchObject({
      limit: null,
      available: null,
      percent: 0,
      percentFilled: null,
      statusLabel: 'prizes.vacancyStatus.unlimited',
      color: 'blue',
    });
  });

  it('closes a race once it has started, seats left or not', () => {
    const open = wire('500', '123', { available: 377, status: 'open' });
    const now = new Date('2027-04-21T09:00:00-03:00');
    expect(vacancyGauge(open, '2027-04-21T05:30:00-03:00', now)).toMatchObject({
      available: 377,
      status: 'closed',
      statusLabel: 'prizes.vacancyStatus.closed',
      color: 'gray',
    });
    expect(vacancyGauge(open, '2027-04-22T05:30:00-03:00', now)).toMatchObject({
      statusLabel: 'prizes.vacancyStatus.open',
    });
  });

  it('works the status out from the counts when the hub leaves it out', () => {
    expect(vacancyGauge(wire('100', '95', {}))).toMatchObject({
      available: 5,
      percentFilled: 95,
      status: 'low',
      color: 'orange',
    });
    expect(vacancyGauge(wire('100', '40', {}))).toMatchObject({ status: 'open', available: 60 });
    expect(vacancyGauge(wire(null, '40', {}))).toMatchObject({ status: 'unlimited' });
  });

  it('keeps an over-booked gauge at 100 % and an unknown status as plain text', () => {
    expect(
      vacancyGauge(wire('100', '130', { available: 0, percent_filled: 130, status: 'overbooked' })),
    ).toMatchObject({
      percent: 100,
      percentFilled: 130,
      status: 'overbooked',
      statusLabel: null,
      color: 'gray',
    });
  });
});
