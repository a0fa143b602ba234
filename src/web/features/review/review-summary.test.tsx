import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { makeBatch, makeEvent, makeRace } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';
import { review } from '@/web/i18n/features/review';
import { addMessages } from '@/web/i18n/messages';
import { ReviewSummary } from './review-summary';

addMessages([review]);

const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/web/components/status-badge', () => ({
  StatusBadge: ({ status }: { status: string }) => {
    drawn.count++;
    return <span>{status}</span>;
  },
}));

const event = makeEvent({ id: 1 });
const races = [makeRace(1, { id: 11 })];
const batches = [makeBatch(1, { id: 901 })];
const now = new Date('2027-01-10T12:00:00Z');

/** The review as a cold load draws it: a new render for each read that answers. */
function Review() {
  const [answered, setAnswered] = useState(0);
  const [moreRaces, setMoreRaces] = useState(false);
  return (
    <>
      <button onClick={() => setAnswered((n) => n + 1)}>answer</button>
      <button onClick={() => setMoreRaces(true)}>race added</button>
      <span>answered {answered}</span>
      <ReviewSummary
        event={event}
        // New sources on every render, as the route builds them; the same data until it changes.
        races={{ status: 'ready', data: moreRaces ? [...races, makeRace(1, { id: 12 })] : races }}
        batches={{ status: 'ready', data: batches }}
        now={now}
      />
    </>
  );
}

it('is drawn again only when what it shows changes, not for each other read that answers', async () => {
  render(<Review />);
  expect(await screen.findByText('Provas')).toBeInTheDocument();
  const first = drawn.count;
  for (let i = 1; i <= 3; i++) {
    fireEvent.click(screen.getByRole('button', { name: 'answer' }));
    expect(await screen.findByText(`answered ${i}`)).toBeInTheDocument();
  }
  expect(drawn.count).toBe(first);

  fireEvent.click(screen.getByRole('button', { name: 'race added' }));
  await waitFor(() => expect(drawn.count).toBe(first + 1));
});
