import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ItemBadges } from '@/components/item-badges/item-badges.tsx';
import { LocationBadge } from './location-badge.tsx';

describe('LocationBadge', () => {
  it('expands to the whole place on a tap, as the category badge does, then folds back', async () => {
    const user = userEvent.setup();
    render(<LocationBadge location="Roundhay Park, Leeds" />);
    const badge = screen.getByRole('button', { name: 'Location: Roundhay Park, Leeds' });
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    expect(badge).not.toHaveClass('expanded');
    await user.click(badge);
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    expect(badge).toHaveClass('expanded');
    await user.click(badge);
    expect(badge).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows nothing without a location', () => {
    const { container } = render(<LocationBadge location="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('expands apart from the category badge beside it on a card', async () => {
    const user = userEvent.setup();
    render(
      <ItemBadges
        item={{
          CategoryName: 'Sports & Fitness',
          SubcategoryName: 'Cycling',
          SubcategoryItemName: 'Bikes',
          Location: 'Roundhay Park, Leeds',
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Location:/ }));
    expect(screen.getByRole('button', { name: /^Location:/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Category: Sports & Fitness' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
