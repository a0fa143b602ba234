import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeBatch,
  makeEvent,
  makeLegalDiscount,
  makeRace,
  makeRetention,
} from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';
import { LawGuidance } from './law-guidance';

const event = makeEvent({ code: 'ULTRA', date: '2027-05-25', is_free: false });
const input = {
  event,
  races: [makeRace(event.id, { id: 1 })],
  batches: [makeBatch(event.id)],
  fields: [],
  discounts: ['senior', 'student', 'pcd'].map((type) => makeLegalDiscount(event.id, { type })),
  retention: makeRetention(event.id, [
    [50, -5],
    [50, 7],
  ]),
  prizeRuleCounts: {},
};

describe('what the law asks, on the page', () => {
  it('says days as a person does, with the source, in both languages', async () => {
    render(<LawGuidance input={input} />);
    const law = await screen.findByRole('region', { name: 'O que a lei pede' });
    expect(within(law).getByRole('listitem')).toHaveTextContent(
      'O repasse de 50% 5 dias antes do evento sai antes do fim do prazo de arrependimento de quem compra no último dia de vendas (10 dias antes do evento), que vai até 3 dias antes do evento.',
    );
    expect(law).toHaveTextContent('Código de Defesa do Consumidor (Lei 8.078/1990), art. 49');
  });

  it('reads in English', async () => {
    render(<LawGuidance input={input} />, { language: 'en' });
    const law = await screen.findByRole('region', { name: 'What the law asks' });
    expect(within(law).getByRole('listitem')).toHaveTextContent(
      'The 50% payout 5 days before the event comes before the end of the withdrawal period of someone who buys on the last day of sales (10 days before the event), which runs until 3 days before the event.',
    );
    expect(within(law).getByRole('link', { name: 'Open Retention' })).toHaveAttribute(
      'href',
      '/events/ULTRA/retention',
    );
  });
});
