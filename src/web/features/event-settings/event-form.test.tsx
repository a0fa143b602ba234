import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeEvent, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';
import { EventForm } from './event-form';

// Mantine's autosize textarea listens to `document.fonts`, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

describe('the event settings form', () => {
  it('takes the hub fee with a decimal comma, as money inputs do, and sends the hub a point', async () => {
    const event = makeEvent({ code: 'FEE1', hub_fee_percent: '7.50' });
    const hub = stubHub({
      'PATCH /api/v1/events/FEE1': () => ({ data: { ...event, hub_fee_percent: '8.25' } }),
    });
    const { user } = render(<EventForm event={event} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const fee = await screen.findByRole('textbox', { name: 'Taxa do hub (%)' });
    expect(fee).toHaveValue('7,5 %');
    await user.clear(fee);
    await user.type(fee, '8,25');
    expect(fee).toHaveValue('8,25 %');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(hub.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(hub.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ hub_fee_percent: '8.25' });
  });
});
