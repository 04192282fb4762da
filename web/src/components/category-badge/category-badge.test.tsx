import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CategoryBadge } from './category-badge.tsx';

describe('CategoryBadge', () => {
  it('shows the category and expands to the full path on a tap, then folds back', async () => {
    const user = userEvent.setup();
    render(<CategoryBadge categoryName="Sports & Fitness" subcategoryName="Cycling" itemName="Bikes" />);
    const badge = screen.getByRole('button', { name: 'Category: Sports & Fitness' });
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    await user.click(badge);
    expect(badge).toHaveAccessibleName('Category: Sports & Fitness › Cycling › Bikes');
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    await user.click(badge);
    expect(badge).toHaveAccessibleName('Category: Sports & Fitness');
  });

  it('leaves out missing names from the path', async () => {
    const user = userEvent.setup();
    render(<CategoryBadge categoryName="Books & Reading" subcategoryName="" itemName="Novels" />);
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveAccessibleName('Category: Books & Reading › Novels');
  });

  it('keeps a compact badge to its fixed width until it is unfolded', async () => {
    const user = userEvent.setup();
    render(<CategoryBadge compact categoryName="Sports & Fitness" subcategoryName="Cycling" itemName="Bikes" />);
    const badge = screen.getByRole('button', { name: 'Category: Sports & Fitness' });
    expect(badge).toHaveClass('compact');
    expect(badge).not.toHaveClass('expanded');
    await user.click(badge);
    expect(badge).toHaveAccessibleName('Category: Sports & Fitness › Cycling › Bikes');
    expect(badge).toHaveClass('compact', 'expanded');
  });

  it('is not compact unless asked', () => {
    render(<CategoryBadge categoryName="Sports & Fitness" />);
    expect(screen.getByRole('button')).not.toHaveClass('compact');
  });

  it('shows nothing without any category name', () => {
    const { container } = render(<CategoryBadge categoryName="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
