import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/web/render';
import { ItemActions } from './item-actions';

describe('a row’s action buttons', () => {
  it('names each button, and its tooltip arrives without replacing the button', async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    const { user } = render(
      <ItemActions
        edit={{ label: 'Editar 10K', onClick: edit }}
        remove={{ label: 'Excluir 10K', onClick: remove }}
      />,
    );
    const button = await screen.findByRole('button', { name: 'Editar 10K' });
    // A click before the tooltip's code has loaded still reaches the button.
    await user.click(button);
    expect(edit).toHaveBeenCalledTimes(1);

    // Hovered once its code is there (a hover before that shows nothing until the next one).
    // jsdom lays nothing out, so floating-ui deems the button off-screen and the tooltip is
    // display:none here: found with `hidden`; the browser journeys see it for real.
    await vi.waitFor(async () => {
      await user.unhover(button);
      await user.hover(button);
      expect(
        await screen.findByRole('tooltip', { hidden: true }, { timeout: 600 }),
      ).toHaveTextContent('Editar 10K');
    }, 5_000);
    // The tooltip points at the button on the page: the same element, still connected.
    expect(screen.getByRole('button', { name: 'Editar 10K' })).toBe(button);
    await user.unhover(button);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Excluir 10K' }));
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
