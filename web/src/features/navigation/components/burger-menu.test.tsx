import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-app.tsx';
import { BurgerMenu } from './burger-menu.tsx';

describe('burger menu feedback', () => {
  it('links Feedback to the contact form with the current path, after the info links', async () => {
    const user = userEvent.setup();
    renderPage(<BurgerMenu onLogOut={vi.fn()} isAdmin />, '/swaps/:matchId', '/swaps/12?tab=chat');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(0, 5)).toEqual(['Settings', 'About', 'Tech Support', 'Feedback', 'Moderation']);
    const feedback = within(menu).getByRole('link', { name: 'Feedback' });
    expect(feedback).toHaveAttribute('href', '/contact?from=%2Fswaps%2F12');

    await user.click(feedback);
    expect(await screen.findByTestId('where')).toHaveTextContent('/contact?from=%2Fswaps%2F12');
  });
});
