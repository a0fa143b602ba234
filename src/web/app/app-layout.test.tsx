import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, signedIn, stubHub } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';

describe('the app layout', () => {
  it('starts with a link that skips the header and the navigation to the page', async () => {
    stubHub({ 'GET /auth/session': () => signedIn, 'GET /api/v1/events': () => page([]) });
    const { user } = render(null, { url: '/events' });
    await screen.findByText('Nenhum evento encontrado');
    (document.activeElement as HTMLElement | null)?.blur();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    // Tab goes on from the page, past the header and the navigation.
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });
});
