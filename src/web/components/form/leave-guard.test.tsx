import { screen, waitFor } from '@testing-library/react';
import { Link } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { render } from '@/testing/web/render';
import { FormTextInput } from './bindings';
import { ContractForm } from './contract-form';
import { confirmLeavingForms } from './leave-guard';
import { useContractForm } from './use-contract-form';

const schema = z.object({ name: z.string() });

function NameForm({ leaveGuard }: { leaveGuard?: boolean }) {
  const { form, submit } = useContractForm({ schema, defaultValues: { name: 'Ana' } });
  return (
    <>
      <ContractForm
        form={form}
        leaveGuard={leaveGuard}
        onSubmit={submit((saved) => form.reset(saved))}
      >
        <FormTextInput name="name" label="Nome" />
        <button type="submit">Salvar</button>
      </ContractForm>
      <Link to="/" search={{ other: 1 } as never}>
        Mesma página
      </Link>
      <Link to={'/elsewhere' as never}>Outra página</Link>
    </>
  );
}

describe('leaving a form with unsaved edits', () => {
  it('asks before following a link, stays by default, and lets go once saved', async () => {
    const { user, router } = render(<NameForm />, { url: '/' });
    const name = await screen.findByRole('textbox', { name: 'Nome' });

    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(router.state.location.pathname).toBe('/elsewhere'); // clean: no question
    await router.navigate({ to: '/' });

    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), ' Souza');
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar as alterações?' });
    expect(dialog).toHaveTextContent('Há alterações que ainda não foram salvas');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continuar editando' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    // The keyboard is back on the link the question interrupted.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Outra página' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Souza');

    // The page's own search (a filter, a sort) is not a leave.
    await user.click(screen.getByRole('link', { name: 'Mesma página' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ other: 1 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveValue('Ana Souza'));
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('discards the edits and leaves when the person chooses to', async () => {
    const { user, router } = render(<NameForm />, { url: '/' });
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'x');
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar alterações' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('answers a leave the router does not see (signing out), in English too', async () => {
    const { user } = render(<NameForm />, { url: '/', language: 'en' });
    expect(await confirmLeavingForms()).toBe(true); // nothing unsaved: no question
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'x');

    const stay = confirmLeavingForms();
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(await stay).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Anax');

    const leave = confirmLeavingForms();
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await leave).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana');
  });

  it('never asks for a form that opts out (sign-in)', async () => {
    const { user, router } = render(<NameForm leaveGuard={false} />, { url: '/' });
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'x');
    expect(await confirmLeavingForms()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
