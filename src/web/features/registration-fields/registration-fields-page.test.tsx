import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '@/contract/registration-fields';
import { hubError, json, makeEvent, page, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const event = makeEvent({ code: 'FF1', name: 'Corrida dos Campos' });
const shirt: RegistrationField = {
  id: 11,
  event_id: event.id,
  key: 'tamanho_camiseta',
  label: 'Tamanho da camiseta',
  type: 'select',
  options: [
    { value: 'p', label: 'P' },
    { value: 'm', label: 'M' },
  ],
  validation_rules: [],
  help_text: '',
  is_required: true,
  show_only_with_kit: true,
  is_active: true,
  sort_order: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function setup(extra: Parameters<typeof stubHub>[0] = {}, url = '/events/FF1/registration-fields') {
  const hub = stubHub({
    'GET /auth/session': () => signedIn,
    'GET /api/v1/events/FF1': () => ({ data: event }),
    'GET /api/v1/events/FF1/registration-fields': () => ({ data: [shirt] }),
    ...extra,
  });
  const view = render(null, { url });
  return { ...hub, ...view };
}

/** The field editor, once its code has loaded (it opens on demand). */
const editor = (name: string) => screen.findByRole('region', { name });
const textbox = (within_: HTMLElement, name: string) =>
  within(within_).getByRole('textbox', { name });

describe('registration fields editor', () => {
  it("sends the tab's former address (a bookmark) to the new one", async () => {
    const { router } = setup({}, '/events/FF1/form-fields');
    expect(await screen.findByRole('button', { name: 'Novo campo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/events/FF1/registration-fields');
  });

  it('says what is missing before anything is sent, and fills the key from the label', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Novo campo' }, { timeout: 5000 }));
    const form = await editor('Novo campo');
    await user.click(within(form).getByRole('button', { name: 'Criar campo' }));
    await waitFor(() => expect(textbox(form, 'Rótulo')).toHaveAccessibleDescription('Obrigatório'));
    expect(textbox(form, 'Chave')).toHaveAccessibleDescription(/Obrigatório/);

    await user.type(textbox(form, 'Rótulo'), 'Clube de corrida');
    expect(textbox(form, 'Chave')).toHaveValue('clube_de_corrida');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("puts the hub's duplicate-key error on the key input", async () => {
    const { user } = setup({
      'POST /api/v1/events/FF1/registration-fields': () =>
        json(
          {
            error: 'validation_failed',
            message: 'Dados inválidos.',
            details: { key: ['Já existe um campo com a chave tamanho_camiseta neste evento'] },
          },
          422,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Novo campo' }, { timeout: 5000 }));
    const form = await editor('Novo campo');
    await user.type(textbox(form, 'Rótulo'), 'Camiseta');
    await user.clear(textbox(form, 'Chave'));
    await user.type(textbox(form, 'Chave'), 'tamanho_camiseta');
    await user.click(within(form).getByRole('button', { name: 'Criar campo' }));
    const key = textbox(form, 'Chave');
    expect(
      await within(form).findByText('Já existe um campo com a chave tamanho_camiseta neste evento'),
    ).toBeVisible();
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(key).toHaveFocus();
  });

  it('PATCHes only what changed and shows it in the preview while typing', async () => {
    const { user, calls } = setup({
      'PATCH /api/v1/events/FF1/registration-fields/11': () => ({
        data: { ...shirt, label: 'Camiseta' },
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Editar Tamanho da camiseta' }, { timeout: 5000 }),
    );
    const form = await editor('Editar campo');
    expect(textbox(form, 'Valor da opção 2')).toHaveValue('m');
    await user.clear(textbox(form, 'Rótulo'));
    await user.type(textbox(form, 'Rótulo'), 'Camiseta');
    const preview = screen.getByRole('region', { name: 'Pré-visualização do formulário' });
    expect(within(preview).getByText('Camiseta')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Salvar campo' }));
    expect(await screen.findByText('Campo Camiseta salvo.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ label: 'Camiseta' });
  });

  it('says a rule repeats another while choosing it, and refuses to save it', async () => {
    const { user, calls } = setup({
      'PATCH /api/v1/events/FF1/registration-fields/11': () => ({ data: shirt }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Editar Tamanho da camiseta' }, { timeout: 5000 }),
    );
    const form = await editor('Editar campo');
    await user.click(within(form).getByRole('button', { name: 'Adicionar regra' }));
    await user.click(within(form).getByRole('button', { name: 'Adicionar regra' }));
    const second = within(form).getByRole('combobox', { name: 'Regra 2' });
    expect(second).toHaveValue('Numérico');
    await user.click(second);
    const choices = document.getElementById(second.getAttribute('aria-controls') ?? '');
    await user.click(within(choices!).getByRole('option', { name: 'E-mail', hidden: true }));
    expect(second).toHaveAccessibleDescription(
      'Repete a regra 1: mude uma das duas ou remova esta.',
    );
    await user.click(within(form).getByRole('button', { name: 'Salvar campo' }));
    await waitFor(() => expect(second).toHaveAccessibleDescription('Regra repetida: email'));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Remover a regra 2' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar campo' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        validation_rules: ['email'],
      }),
    );
  });

  it('says what knows a field by its key before the key changes, and asks to confirm', async () => {
    const notes: RegistrationField = {
      ...shirt,
      id: 12,
      key: 'observacoes',
      label: 'Observações',
      type: 'text',
      options: [],
      help_text: 'Se tamanho_camiseta for GG, diga a altura.',
      sort_order: 2,
    };
    const { user, calls } = setup({
      'GET /api/v1/events/FF1/registration-fields': () => ({ data: [shirt, notes] }),
      'GET /api/v1/events/FF1/registrations': () => page([], 1, 1, 12),
      'PATCH /api/v1/events/FF1/registration-fields/11': () => ({
        data: { ...shirt, key: 'camiseta' },
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Editar Tamanho da camiseta' }, { timeout: 5000 }),
    );
    const form = await editor('Editar campo');
    await user.clear(textbox(form, 'Chave'));
    await user.type(textbox(form, 'Chave'), 'camiseta');
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('A chave tamanho_camiseta está em uso');
    expect(alert).toHaveTextContent('Citada por 1 campo: Observações.');
    expect(alert).toHaveTextContent('O evento já tem 12 inscrições');
    expect(alert).toHaveTextContent('passa a procurar camiseta');

    await user.click(within(form).getByRole('button', { name: 'Salvar campo' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mudar a chave de tamanho_camiseta para camiseta?',
    });
    expect(dialog).toHaveTextContent('Citada por 1 campo: Observações.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Voltar e revisar' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Salvar campo' }));
    await user.click(await screen.findByRole('button', { name: 'Mudar a chave' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ key: 'camiseta' }),
    );
  });

  it('on a hub that does not list registrations says answers may exist', async () => {
    const { user } = setup({
      'GET /api/v1/events/FF1/registrations': () => hubError(404, 'not_found', 'Não encontrado.'),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Editar Tamanho da camiseta' }, { timeout: 5000 }),
    );
    await user.clear(textbox(await editor('Editar campo'), 'Chave'));
    await user.type(textbox(await editor('Editar campo'), 'Chave'), 'camiseta');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'as já feitas podem ter respondido este campo com a chave tamanho_camiseta',
    );
  });

  it('asks before another field or a cancel drops unsaved edits', async () => {
    const { user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Editar Tamanho da camiseta' }, { timeout: 5000 }),
    );
    await user.type(textbox(await editor('Editar campo'), 'Rótulo'), ' P/M');
    await user.click(
      within(await editor('Editar campo')).getByRole('button', { name: 'Cancelar' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    expect(textbox(await editor('Editar campo'), 'Rótulo')).toHaveValue('Tamanho da camiseta P/M');
    await user.click(screen.getByRole('button', { name: 'Novo campo' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar alterações' }));
    expect(await screen.findByRole('region', { name: 'Novo campo' })).toBeVisible();
  });
});
