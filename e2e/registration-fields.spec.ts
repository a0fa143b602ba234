import { expectNoSeriousViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from './support/ports';
import { openEventTab } from './support/navigation';
import { keys, signIn, signInWith } from './support/session';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function chooseType(page: Page, type: string) {
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

test.describe('registration fields on the full hub', () => {
  test('a select field with options, then renamed with a PATCH of the label only', async ({
    page,
  }) => {
    const id = tag();
    const label = `Tamanho do boné ${id}`;
    await signIn(page);
    await openEventTab(page, 'Corrida Kids Florianópolis', 'Campos do formulário');
    await expect(page.getByRole('list', { name: 'Campos' }).getByRole('listitem')).not.toHaveCount(
      0,
    );

    await page.getByRole('button', { name: 'Novo campo' }).click();
    const editor = page.getByRole('region', { name: 'Novo campo' });
    await editor.getByRole('textbox', { name: 'Rótulo', exact: true }).fill(label);
    await expect(editor.getByRole('textbox', { name: 'Chave', exact: true })).toHaveValue(
      `tamanho_do_bone_${id}`,
    );
    await chooseType(page, 'Seleção');
    await editor.getByLabel('Rótulo da opção 1').fill('Pequeno');
    await expect(editor.getByLabel('Valor da opção 1')).toHaveValue('pequeno');
    await editor.getByRole('button', { name: 'Adicionar opção' }).click();
    await editor.getByLabel('Rótulo da opção 2').fill('Médio / Grande');
    await expect(editor.getByLabel('Valor da opção 2')).toHaveValue('medio_grande');
    await editor.getByLabel('Valor da opção 2').fill('mg');
    await editor.getByRole('switch', { name: 'Obrigatório' }).check({ force: true });

    const preview = page.getByRole('region', { name: 'Pré-visualização do formulário' });
    await expect(preview.getByRole('combobox', { name: label })).toBeVisible();

    await editor.getByRole('button', { name: 'Criar campo' }).click();
    await expect(page.getByText(`Campo ${label} criado.`)).toBeVisible();
    const list = page.getByRole('list', { name: 'Campos' });
    await expect(list.getByRole('button', { name: `Editar ${label}` })).toBeVisible();

    await list.getByRole('button', { name: `Editar ${label}` }).click();
    const edit = page.getByRole('region', { name: 'Editar campo' });
    await expect(edit.getByLabel('Valor da opção 2')).toHaveValue('mg');
    const renamed = `Boné ${id}`;
    await edit.getByRole('textbox', { name: 'Rótulo', exact: true }).fill(renamed);
    await expect(edit.getByRole('textbox', { name: 'Chave', exact: true })).toHaveValue(
      `tamanho_do_bone_${id}`,
    );
    const patch = page.waitForRequest((r) => r.method() === 'PATCH');
    await edit.getByRole('button', { name: 'Salvar campo' }).click();
    expect((await patch).postDataJSON()).toEqual({ label: renamed });
    await expect(page.getByText(`Campo ${renamed} salvo.`)).toBeVisible();
    await expect(list.getByRole('button', { name: `Editar ${renamed}` })).toBeVisible();
    await expect(list.getByRole('button', { name: `Editar ${label}` })).toHaveCount(0);
  });

  test("a duplicate key shows the hub's error on the key input", async ({ page }) => {
    await signIn(page);
    await openEventTab(page, 'Corrida Kids Florianópolis', 'Campos do formulário');
    await page.getByRole('button', { name: 'Novo campo' }).click();
    const editor = page.getByRole('region', { name: 'Novo campo' });
    await editor.getByRole('textbox', { name: 'Rótulo', exact: true }).fill('Outra camiseta');
    await editor.getByRole('textbox', { name: 'Chave', exact: true }).fill('tamanho_camiseta');
    await chooseType(page, 'Texto curto');
    await editor.getByRole('button', { name: 'Criar campo' }).click();
    const key = editor.getByRole('textbox', { name: 'Chave', exact: true });
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(key).toHaveAccessibleDescription(
      /Já existe um campo com a chave tamanho_camiseta neste evento/,
    );
    await expect(key).toBeFocused();
  });

  test('fields reorder by keyboard and the order is saved', async ({ page }) => {
    await signIn(page);
    await openEventTab(page, 'Corrida Noturna Porto Alegre', 'Campos do formulário');
    const items = page.getByRole('list', { name: 'Campos' }).getByRole('listitem');
    await expect(items.first()).toContainText('Tamanho da camiseta');
    const secondEdit = await items
      .nth(1)
      .getByRole('button', { name: /^Editar / })
      .getAttribute('aria-label');
    const second = (secondEdit ?? '').replace(/^Editar /, '');

    const handle = page.getByRole('button', { name: 'Mover Tamanho da camiseta' });
    await handle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('status').filter({ hasText: 'movido' })).toContainText(
      'Tamanho da camiseta movido para a posição 2 de',
    );
    await expect(handle).toBeFocused();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(items.nth(2)).toContainText('Tamanho da camiseta');
    await expect(page.getByRole('status').filter({ hasText: 'movido' })).toContainText(
      'Ordem salva.',
    );

    await page.reload();
    await expect(items.nth(2)).toContainText('Tamanho da camiseta');
    await expect(items.first()).toContainText(second);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the registration fields tab is accessible and looks finished (${scheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript(
        (value) => localStorage.setItem('hub-console-color-scheme', value),
        scheme,
      );
      await signIn(page);
      await openEventTab(page, 'Desafio Trail Serra do Mar', 'Campos do formulário');
      const list = page.getByRole('list', { name: 'Campos' });
      await list.getByRole('button', { name: 'Editar Tamanho da camiseta' }).click();
      await expect(page.getByRole('region', { name: 'Editar campo' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({
        path: `.tmp/screens/registration-fields-${scheme}.png`,
        fullPage: true,
      });
    });
  }
});

test.describe('registration fields on a spec-only hub', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.specOnly}` });

  test('creating and editing a field works without the listing', async ({ page }) => {
    const id = tag();
    await page.goto('/events');
    await signInWith(page, keys.specOnlyManage());
    await openEventTab(page, 'Meia Maratona de Curitiba', 'Campos do formulário');
    await expect(page.getByText('Este hub não lista os campos existentes')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Novo campo' }).click();
    const editor = page.getByRole('region', { name: 'Novo campo' });
    await editor.getByRole('textbox', { name: 'Rótulo', exact: true }).fill(`Clube ${id}`);
    await editor.getByRole('button', { name: 'Criar campo' }).click();
    await expect(page.getByText(`Campo Clube ${id} criado.`)).toBeVisible();
    const list = page.getByRole('list', { name: 'Campos' });
    await list.getByRole('button', { name: `Editar Clube ${id}` }).click();
    await page
      .getByRole('region', { name: 'Editar campo' })
      .getByRole('textbox', { name: 'Rótulo', exact: true })
      .fill(`Clube ou equipe ${id}`);
    await page.getByRole('button', { name: 'Salvar campo' }).click();
    await expect(list.getByRole('button', { name: `Editar Clube ou equipe ${id}` })).toBeVisible();

    await page.getByLabel('Chave do campo a editar').fill('equipe');
    await page.getByRole('button', { name: 'Editar por chave' }).click();
    const byKey = page.getByRole('region', { name: 'Editar o campo equipe' });
    await byKey.getByRole('textbox', { name: 'Rótulo', exact: true }).fill(`Equipe ${id}`);
    await byKey.getByRole('button', { name: 'Salvar campo' }).click();
    await expect(list.getByRole('button', { name: `Editar Equipe ${id}` })).toBeVisible();
  });
});
