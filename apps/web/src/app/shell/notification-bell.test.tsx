import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBell } from './notification-bell';

vi.mock('@/features/notifications', () => ({
  NotificationPanel: ({ id, onClose }: { id: string; onClose(): void }) => (
    <div id={id} role="dialog" aria-label="Уведомления">
      <button type="button" onClick={onClose}>
        Взять в работу
      </button>
    </div>
  ),
}));

function bell() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NotificationBell />
        <p>Страница</p>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByTestId('notification-bell');
}

describe("the header's bell", () => {
  it('opens its panel; Escape closes it and gives the focus back to the bell', async () => {
    const button = bell();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Взять в работу' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when the page is clicked beside it or the panel asks (a claim)', async () => {
    const button = bell();
    fireEvent.click(button);
    await screen.findByRole('dialog');
    fireEvent.mouseDown(screen.getByText('Страница'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Взять в работу' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
