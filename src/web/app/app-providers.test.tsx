import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers';

describe('AppProviders', () => {
  it('mounts the toast container with the first toast, and shows it', async () => {
    // The container's module is at hand, so a container mounted at once would be there below.
    await import('./toasts');
    render(
      <AppProviders queryClient={new QueryClient()}>
        <p>Eventos</p>
      </AppProviders>,
    );
    expect(screen.getByText('Eventos')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // No toast asked for: no container in the page.
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => void notifications.show({ message: 'Lote salvo' }));
    expect(await screen.findByText('Lote salvo')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
