import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu.tsx';

function renderMenu() {
  const report = vi.fn();
  const share = vi.fn();
  render(
    <>
      <Menu
        label="More actions"
        items={[
          { key: 'share', label: 'Share', onSelect: share },
          { key: 'report', label: 'Report', onSelect: report },
        ]}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { report, share, user: userEvent.setup(), trigger: screen.getByRole('button', { name: 'More actions' }) };
}

describe('Menu', () => {
  it('is a menu button: closed until pressed, then a menu whose first item has focus', async () => {
    const { trigger, user } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'More actions' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
  });

  it('moves with the arrow keys, wrapping, and Home and End', async () => {
    const { trigger, user } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
  });

  it('opens on the last item with ArrowUp', async () => {
    const { trigger, user } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { trigger, user } = renderMenu();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a press outside, and when focus moves out with Tab', async () => {
    const { trigger, user } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes and does what the chosen item says, by click or Enter, with focus back on its button', async () => {
    const { trigger, user, report, share } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(report).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(share).toHaveBeenCalledOnce();
  });

  it('keeps ArrowLeft, ArrowRight and Escape to itself while open, so page shortcuts leave them alone', async () => {
    const { trigger, user } = renderMenu();
    // What a page shortcut (the feed's swap and skip) sees: a key some widget already used.
    const used: boolean[] = [];
    const shortcut = (event: KeyboardEvent) => used.push(event.defaultPrevented);
    document.addEventListener('keydown', shortcut);
    await user.click(trigger);
    await user.keyboard('{ArrowRight}{ArrowLeft}{Escape}');
    document.removeEventListener('keydown', shortcut);
    expect(used).toEqual([true, true, true]);
  });
});
