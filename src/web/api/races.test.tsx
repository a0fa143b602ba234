import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, makeEvent, makeRace, page, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'EVT-P', name: 'Corrida dos Pickers' });

const race = (id: number, code: string, name: string) => makeRace(event.id, { id, code, name });

beforeEach(() => sessionStorage.clear());

describe('one race list per event', () => {
  it('a race created on the races tab is in the Imports race picker at once', async () => {
    let listed = [race(1, '10K', 'Corrida 10K')];
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/EVT-P': () => ({ data: event }),
      'GET /api/v1/events/EVT-P/races': () => ({ data: listed }),
      'GET /api/v1/events/EVT-P/registration-imports': () => page([]),
      'GET /api/v1/modalities': () => ({ data: [{ id: 1, name: 'Geral', is_default: true }] }),
      'POST /api/v1/events/EVT-P/races': () => {
        const created = race(2, '7K', 'Corrida 7K');
        listed = [...listed, created];
        return json({ data: created }, 201);
      },
    });
    const { user, router } = render(null, { url: '/events/EVT-P/imports' });
    await screen.findByRole('combobox', { name: 'Prova' });
    expect(await screen.findByRole('option', { name: /^10K · / })).toBeInTheDocument();

    await router.navigate({ to: '/events/$eventCode/races', params: { eventCode: 'EVT-P' } });
    const form = await screen.findByRole('form', { name: 'Nova prova' });
    await user.type(within(form).getByLabelText(/Nome da prova/), 'Corrida 7K');
    await user.type(within(form).getByLabelText('Distância (km)'), '7');
    await within(form).findByPlaceholderText('dd/mm/aaaa hh:mm');
    await user.type(within(form).getByLabelText(/Largada/), '10/05/2027 07:00');
    await user.click(within(form).getByRole('button', { name: 'Criar prova' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Corrida 7K');

    await router.navigate({ to: '/events/$eventCode/imports', params: { eventCode: 'EVT-P' } });
    await screen.findByRole('combobox', { name: 'Prova' });
    expect(await screen.findByRole('option', { name: /^7K · / })).toBeInTheDocument();
  });
});
