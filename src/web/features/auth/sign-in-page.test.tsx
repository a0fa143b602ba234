import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hubError, makeEvent, page, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

const signedOut = { signed_in: false, key_hint: null, hub_url: null };

describe('sign-in', () => {
  it('sends an unsigned visitor to sign-in, keeping the asked-for URL', async () => {
    stubHub({ 'GET /auth/session': () => signedOut });
    const { router } = render(null, { url: '/events?status=active' });
    expect(await screen.findByRole('heading', { name: 'Entrar no console' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ redirect: '/events?status=active' });
    expect(screen.getByText(/npm run keys -- create/)).toBeInTheDocument();
  });

  it('tells a wrong key from a key without manage, then goes back to the asked-for page', async () => {
    let attempt = 0;
    stubHub({
      'GET /auth/session': () => signedOut,
      'POST /auth/session': () => {
        attempt++;
        if (attempt === 1)
          return hubError(401, 'unauthenticated', 'Chave de API inválida ou revogada.');
        if (attempt === 2)
          return hubError(403, 'forbidden_scope', 'Esta chave não tem o escopo manage.');
        return signedIn;
      },
      'GET /api/v1/events': () => page([makeEvent({ name: 'Maratona de Teste' })]),
    });
    const { user, router } = render(null, { url: '/sign-in?redirect=%2Fevents%3Fstatus%3Dactive' });
    const input = await screen.findByLabelText(/Chave de API/);

    await user.type(input, 'hub_wrong');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(/Chave não reconhecida/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(/não tem o escopo manage\. Peça/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('link', { name: 'Maratona de Teste' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events');
    expect(router.state.location.search).toMatchObject({ status: 'active' });
  });

  it('asks for a key before sending anything', async () => {
    let sent = 0;
    stubHub({
      'GET /auth/session': () => signedOut,
      'POST /auth/session': () => {
        sent++;
        return signedIn;
      },
    });
    const { user } = render(null, { url: '/sign-in' });
    const input = await screen.findByLabelText(/Chave de API/);
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe a chave de API')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);

    // A pasted text longer than any key is not sent either; the key is sent trimmed.
    await user.clear(input);
    await user.click(input);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Uma chave de API tem no máximo 200 caracteres.'),
    ).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('sends the key without the spaces around it', async () => {
    const { calls } = stubHub({
      'GET /auth/session': () => signedOut,
      'POST /auth/session': () => signedIn,
      'GET /api/v1/events': () => page([]),
    });
    const { user } = render(null, { url: '/sign-in' });
    await user.type(await screen.findByLabelText(/Chave de API/), '  hub_abc  ');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { api_key: 'hub_abc' },
      ]),
    );
  });

  it('ignores a redirect to another origin', async () => {
    stubHub({
      'GET /auth/session': () => signedOut,
      'POST /auth/session': () => signedIn,
      'GET /api/v1/events': () => page([]),
    });
    const { user, router } = render(null, { url: '/sign-in?redirect=%2F%2Fevil.example%2Fx' });
    await user.type(await screen.findByLabelText(/Chave de API/), 'hub_ok');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });
});
