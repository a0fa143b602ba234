import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Race } from '@/contract/races';
import {
  hubError,
  json,
  makeEvent,
  makeRace as makeTestRace,
  signedIn,
  stubHub,
} from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'EVT-R', name: 'Corrida Teste' });

const makeRace = (overrides: Partial<Race> = {}) => makeTestRace(event.id, overrides);

const catalogue = {
  data: [
    { id: 1, name: 'Geral', is_default: true },
    { id: 2, name: 'PCD', is_default: false },
  ],
};

beforeEach(() => sessionStorage.clear());

describe('races tab', () => {
  it('lists the races and says what a form misses before sending', async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/EVT-R': () => ({ data: event }),
      'GET /api/v1/events/EVT-R/races': () => ({ data: [makeRace()] }),
      'GET /api/v1/modalities': () => catalogue,
    });
    const { user } = render(null, { url: '/events/EVT-R/races' });
    const list = await screen.findByRole('region', { name: 'Provas do evento' });
    expect(await within(list).findByText('Corrida 10K')).toBeInTheDocument();
    expect(within(list).getByText('Geral · padrão')).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Nova prova' });
    // The date picker arrives with the form's first render.
    await within(form).findByPlaceholderText('dd/mm/aaaa hh:mm');
    await user.click(within(form).getByRole('button', { name: 'Criar prova' }));
    expect(await within(form).findAllByText('Obrigatório')).toHaveLength(2);
    expect(within(form).getByLabelText(/Nome da prova/)).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(form).getByRole('combobox', { name: 'Apuração' }));
    await user.click(await screen.findByRole('option', { name: 'Voltas', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Criar prova' }));
    expect(await within(form).findAllByText('Obrigatório para prova por voltas')).toHaveLength(2);
    expect(within(form).queryByLabelText(/Duração/)).not.toBeInTheDocument();
  });

  it('suggests the distance label, sends the body and shows the generated code', async () => {
    const created = makeRace({ id: 502, code: '7K', name: 'Corrida 7K', distance: 7 });
    let listed = [makeRace()];
    const hub = stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/EVT-R': () => ({ data: event }),
      'GET /api/v1/events/EVT-R/races': () => ({ data: listed }),
      'GET /api/v1/modalities': () => catalogue,
      'POST /api/v1/events/EVT-R/races': () => {
        listed = [...listed, created];
        return json({ data: created }, 201);
      },
    });
    const { user } = render(null, { url: '/events/EVT-R/races' });
    const form = await screen.findByRole('form', { name: 'Nova prova' });
    await user.type(within(form).getByLabelText(/Nome da prova/), 'Corrida 7K');
    await user.type(within(form).getByLabelText('Distância (km)'), '7');
    expect(within(form).getByLabelText('Rótulo da distância')).toHaveValue('7 km');
    // The hub's time zone as people say it, not its IANA id.
    expect(within(form).getByLabelText(/Largada/)).toHaveAccessibleDescription(
      /^Fuso: Horário (Padrão )?de Brasília \(UTC−03:00\)\./,
    );
    await within(form).findByPlaceholderText('dd/mm/aaaa hh:mm');
    await user.type(within(form).getByLabelText(/Largada/), '10/05/2027 07:00');
    await user.click(within(form).getByRole('button', { name: 'Criar prova' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Corrida 7K: código gerado pelo hub7K',
    );
    const post = hub.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Corrida 7K',
      distance: 7,
      distance_label: '7 km',
      starts_at: '2027-05-10T07:00:00-03:00',
      scoring_type: 'net_time',
      sem_classificacao: false,
      modality_ids: [1],
      default_modality_id: 1,
      status: 'active',
    });
    const list = screen.getByRole('region', { name: 'Provas do evento' });
    expect(await within(list).findByText('Corrida 7K')).toBeInTheDocument();
  });

  it("puts the hub's 422 details on the fields", async () => {
    stubHub({
      'GET /auth/session': () => signedIn,
      'GET /api/v1/events/EVT-R': () => ({ data: event }),
      'GET /api/v1/events/EVT-R/races': () => ({ data: [] }),
      'GET /api/v1/modalities': () => catalogue,
      'POST /api/v1/events/EVT-R/races': () =>
        json(
          {
            error: 'validation_failed',
            message: 'Os dados enviados são inválidos.',
            details: {
              code: ['Já existe uma prova com o código 10K neste evento'],
              'modality_ids.0': ['Modalidade 9 não existe no catálogo'],
            },
          },
          422,
        ),
    });
    const { user } = render(null, { url: '/events/EVT-R/races' });
    const form = await screen.findByRole('form', { name: 'Nova prova' });
    await user.type(within(form).getByLabelText(/Nome da prova/), 'Outra 10K');
    await user.type(within(form).getByLabelText('Código'), '10K');
    await within(form).findByPlaceholderText('dd/mm/aaaa hh:mm');
    await user.type(within(form).getByLabelText(/Largada/), '10/05/2027 07:00');
    await user.click(within(form).getByRole('button', { name: 'Criar prova' }));
    expect(
      await within(form).findByText('Já existe uma prova com o código 10K neste evento'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Código')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Modalidade 9 não existe no catálogo')).toBeInTheDocument();
  });

  it('on a spec-only hub keeps the races created in this session and takes typed modality ids', async () => {
    const created = makeRace({ id: 503, code: 'KIDS', name: 'Kids', distance: null });
    const hub = stubHub({
      'GET /auth/session': () => ({ ...signedIn, extensions: false }),
      'GET /api/v1/events/EVT-R': () => ({ data: event }),
      'GET /api/v1/events/EVT-R/races': () => hubError(404, 'not_found', 'Rota não encontrada.'),
      'GET /api/v1/modalities': () => hubError(404, 'not_found', 'Rota não encontrada.'),
      'POST /api/v1/events/EVT-R/races': () => json({ data: created }, 201),
    });
    const { user } = render(null, { url: '/events/EVT-R/races' });
    const list = await screen.findByRole('region', { name: 'Provas do evento' });
    expect(await within(list).findByText(/Este hub não lista as provas/)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Nova prova' });
    expect(within(form).getByText(/não publica o catálogo de modalidades/)).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Nome da prova/), 'Kids');
    await within(form).findByPlaceholderText('dd/mm/aaaa hh:mm');
    await user.type(within(form).getByLabelText(/Largada/), '10/05/2027 07:00');
    await user.type(within(form).getByLabelText('IDs das modalidades'), '4, x');
    await user.click(within(form).getByRole('button', { name: 'Criar prova' }));
    expect(await within(form).findByText('Use números separados por vírgula')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('IDs das modalidades'));
    await user.type(within(form).getByLabelText('IDs das modalidades'), '4, 7');
    await user.click(within(form).getByRole('switch', { name: /Prova sem classificação/ }));
    await user.click(within(form).getByRole('button', { name: 'Criar prova' }));
    expect(await within(list).findByText('Kids')).toBeInTheDocument();
    await waitFor(() => expect(hub.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(hub.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      modality_ids: [4, 7],
      default_modality_id: 4,
      sem_classificacao: true,
    });
    expect(JSON.parse(sessionStorage.getItem('hub-console:races:EVT-R') ?? '[]')).toHaveLength(1);
  });
});
