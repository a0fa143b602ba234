import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationListItem } from '@/contract/registration-list';
import { hubError, makeEvent, makeRace, page, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'CIRC', name: 'Circuito de Inverno' });
const races = [
  makeRace(event.id, { id: 1, code: '10K', name: 'Corrida 10K' }),
  makeRace(event.id, { id: 2, code: '5K', name: 'Caminhada 5K', distance: 5 }),
];

let nextId = 1;
const registration = (
  name: string,
  overrides: Partial<RegistrationListItem> = {},
): RegistrationListItem => ({
  id: nextId++,
  name,
  document: '***.456.789-**',
  bib: String(100 + nextId),
  race: { id: 1, code: '10K', name: 'Corrida 10K' },
  sex: 'F',
  birth_date: '1990-05-17',
  status: 'confirmed',
  origin: 'csv',
  created_at: '2026-11-20T13:00:00Z',
  ...overrides,
});

const people = [
  registration('Ana Souza', { bib: '101' }),
  registration('João Conceição', {
    bib: '102',
    sex: 'M',
    status: 'pending',
    origin: 'online',
    document: '*****456',
  }),
  registration('Zélia Dias', { bib: null, sex: null, birth_date: null, document: null }),
];

/** The hub's list, filtered and paged by what the request asks, as the real one does. */
function hubWith(all: RegistrationListItem[] = people, extra: Record<string, () => unknown> = {}) {
  return stubHub({
    'GET /auth/session': () => signedIn,
    'GET /api/v1/events/CIRC': () => ({ data: event }),
    'GET /api/v1/events/CIRC/races': () => ({ data: races }),
    'GET /api/v1/events/CIRC/registrations': (url) => {
      const q = Object.fromEntries(url.searchParams);
      const found = all.filter(
        (r) =>
          (!q.search || r.name.toLowerCase().includes(q.search.toLowerCase())) &&
          (!q.race || r.race.code === q.race) &&
          (!q.status || r.status === q.status) &&
          (!q.origin || r.origin === q.origin),
      );
      const n = Number(q.page ?? 1);
      const size = Number(q.per_page ?? 15);
      return page(found.slice((n - 1) * size, n * size), n, size, found.length);
    },
    ...Object.fromEntries(Object.entries(extra).map(([route, reply]) => [route, reply as never])),
  });
}
const listCalls = (hub: ReturnType<typeof hubWith>) =>
  hub.calls.filter((c) => c.url.pathname === '/api/v1/events/CIRC/registrations');

/** Opens the tab, clicks "Exportar CSV" and returns the file the browser would save. */
async function exported(): Promise<Blob> {
  let blob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
    blob = value as Blob;
    return 'blob:x';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { user } = render(null, { url: '/events/CIRC/registrations' });
  await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
  await vi.waitFor(() => expect(blob).not.toBeNull());
  return blob!;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('participants tab', () => {
  it('lists the registrations with masked documents, labels in the UI language', async () => {
    hubWith();
    render(null, { url: '/events/CIRC/registrations' });
    const table = await screen.findByRole('table', { name: 'Inscritos do evento' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'Documento', 'Peito', 'Prova', 'Sexo', 'Nascimento', 'Situação', 'Origem']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'João Conceição',
      '*****456',
      '102',
      'Corrida 10K',
      'Masculino',
      '17 de mai. de 1990',
      'Pendente',
      'Online',
    ]);
    expect(within(rows[3]).getAllByRole('cell')[1]).toHaveTextContent('—');
    expect(screen.getByRole('link', { name: 'Inscritos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('1–3 de 3')).toBeInTheDocument();
  });

  it('in English: the tab, the columns and the values', async () => {
    hubWith();
    render(null, { url: '/events/CIRC/registrations', language: 'en' });
    const table = await screen.findByRole('table', { name: "The event's participants" });
    const jo = within(table).getAllByRole('row')[2];
    expect(
      within(jo)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'João Conceição',
      '*****456',
      '102',
      'Corrida 10K',
      'Male',
      'May 17, 1990',
      'Pending',
      'Online',
    ]);
    expect(screen.getByRole('link', { name: 'Participants' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('searches after a pause in the typing, keeps search and filters in the URL, back to page 1', async () => {
    const hub = hubWith();
    const { user, router } = render(null, {
      url: '/events/CIRC/registrations?page=2&per_page=1',
    });
    await screen.findByRole('table', { name: 'Inscritos do evento' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'joão');
    // Typing is not a request per key.
    expect(listCalls(hub).some((c) => c.url.searchParams.get('search') === 'jo')).toBe(false);
    await vi.waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'joão' }));
    expect(router.state.location.search).not.toHaveProperty('page');
    const table = await screen.findByRole('table', { name: 'Inscritos do evento' });
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('João Conceição')).toBeInTheDocument();
    expect(listCalls(hub).filter((c) => c.url.searchParams.has('search'))).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), 'Caminhada 5K');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Pendente');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Origem' }), 'Online');
    expect(router.state.location.search).toMatchObject({
      search: 'joão',
      race: '5K',
      status: 'pending',
      origin: 'online',
    });
    await vi.waitFor(() =>
      expect(Object.fromEntries(listCalls(hub).at(-1)!.url.searchParams)).toEqual({
        search: 'joão',
        race: '5K',
        status: 'pending',
        origin: 'online',
        page: '1',
        per_page: '1',
      }),
    );
    expect(await screen.findByText('Nenhuma inscrição encontrada')).toBeInTheDocument();
    // Filtered to nothing is not "no registrations yet".
    expect(screen.queryByText('Nenhuma inscrição ainda — importe uma planilha')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(router.state.location.search).toEqual({ per_page: 1 });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('pages through the list', async () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      registration(`Atleta ${String(i + 1).padStart(2, '0')}`),
    );
    const hub = hubWith(many);
    const { user, router } = render(null, { url: '/events/CIRC/registrations' });
    await screen.findByText('Atleta 01');
    expect(screen.getByText('1–15 de 40')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Atleta 31')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ page: 3 });
    expect(listCalls(hub).at(-1)!.url.searchParams.get('page')).toBe('3');
  });

  it('with nobody registered: says so and leads to the Imports tab, no filters, no export', async () => {
    hubWith([]);
    render(null, { url: '/events/CIRC/registrations' });
    expect(
      await screen.findByText('Nenhuma inscrição ainda — importe uma planilha'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir Importações' })).toHaveAttribute(
      'href',
      '/events/CIRC/imports',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  });

  it('exports every page of the current filter as a CSV with a BOM and the masked documents', async () => {
    const many = Array.from({ length: 230 }, (_, i) =>
      registration(i === 0 ? '=HYPERLINK("x")' : `Atleta ${i}`, {
        bib: String(i + 1),
        status: i % 2 ? 'confirmed' : 'pending',
      }),
    );
    const hub = hubWith(many);
    let blob: Blob | null = null;
    let fileName = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
      blob = value as Blob;
      return 'blob:registrations';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      fileName = this.download;
    });
    const { user } = render(null, { url: '/events/CIRC/registrations?status=confirmed' });
    await screen.findByRole('table', { name: 'Inscritos do evento' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(blob).not.toBeNull());

    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Nome;Documento;Peito;Prova;Sexo;Nascimento;Situação;Origem;Inscrito em');
    expect(lines[1]).toBe(
      'Atleta 1;***.456.789-**;2;Corrida 10K;Feminino;1990-05-17;Confirmada;Planilha;20/11/2026, 10:00',
    );
    // 115 confirmed, one line each, and the last line break.
    expect(lines).toHaveLength(1 + 115 + 1);
    expect(lines.some((line) => line.includes('HYPERLINK'))).toBe(false);
    expect(fileName).toBe('inscritos-CIRC.csv');
    const exportCalls = listCalls(hub).filter((c) => c.url.searchParams.get('per_page') === '100');
    expect(exportCalls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(exportCalls.every((c) => c.url.searchParams.get('status') === 'confirmed')).toBe(true);
  });

  it("exports each person's answers to the event's own fields, as the form showed them", async () => {
    const field = (id: number, key: string, label: string, type: string, extra = {}) => ({
      id,
      event_id: event.id,
      key,
      label,
      type,
      options: [],
      is_required: false,
      show_only_with_kit: false,
      is_active: true,
      sort_order: id,
      created_at: '2026-11-01T12:00:00Z',
      updated_at: '2026-11-01T12:00:00Z',
      ...extra,
    });
    const sizes = [
      { value: 'p', label: 'P' },
      { value: 'gg', label: 'GG (extra grande)' },
    ];
    hubWith(
      [
        registration('Ana Souza', {
          answers: { tamanho: 'gg', apoio: true, provas: ['p', 'gg'], antigo: 'sim' },
        }),
        registration('Bruno Reis', { answers: {} }),
      ],
      {
        'GET /api/v1/events/CIRC/registration-fields': () => ({
          data: [
            field(2, 'apoio', 'Precisa de apoio', 'checkbox'),
            field(1, 'tamanho', 'Tamanho da camiseta', 'select', { options: sizes }),
            field(3, 'provas', 'Kits', 'multiselect', { options: sizes }),
            field(4, 'atestado', 'Atestado', 'file'),
          ],
        }),
      },
    );
    const blob = await exported();
    const [header, ana, bruno] = (await blob.text()).replace('\uFEFF', '').split('\r\n');
    expect(header.split(';').slice(9)).toEqual([
      'Tamanho da camiseta',
      'Precisa de apoio',
      'Kits',
      'antigo',
    ]);
    expect(ana.split(';').slice(9)).toEqual([
      'GG (extra grande)',
      'sim',
      'P, GG (extra grande)',
      'sim',
    ]);
    expect(bruno.split(';').slice(9)).toEqual(['', '', '', '']);
  });

  it('neutralises a formula in a name', async () => {
    hubWith([registration('=HYPERLINK("x")')]);
    const blob = await exported();
    const text = await blob.text();
    expect(text.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""x""\)";/);
  });

  it('shows the hub refusing a filter, with a retry', async () => {
    hubWith(people, {
      'GET /api/v1/events/CIRC/registrations': () =>
        hubError(422, 'validation_failed', 'Os dados enviados são inválidos.'),
    });
    render(null, { url: '/events/CIRC/registrations?race=OUTRA' });
    expect(await screen.findByText('Não foi possível carregar os inscritos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /tentar/i })).toBeInTheDocument();
  });

  it('on a spec-only hub, a notice and nothing else, without asking the hub', async () => {
    const hub = stubHub({
      'GET /auth/session': () => ({ ...signedIn, extensions: false }),
      'GET /api/v1/events/CIRC': () => ({ data: event }),
    });
    render(null, { url: '/events/CIRC/registrations', language: 'en' });
    expect(await screen.findByText('This hub has no participant list')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(hub.calls.some((c) => c.url.pathname.endsWith('/registrations'))).toBe(false);
  });

  it('a hub that answers 404 for the list gets the same notice', async () => {
    hubWith(people, {
      'GET /api/v1/events/CIRC/registrations': () =>
        hubError(404, 'not_found', 'Rota não encontrada.'),
    });
    render(null, { url: '/events/CIRC/registrations' });
    expect(await screen.findByText('Este hub não tem a lista de inscritos')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
