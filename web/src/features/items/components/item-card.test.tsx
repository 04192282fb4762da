import { underReviewWords } from '@swapsies/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { userItem } from '@/testing/api.tsx';
import { ItemCard, type ItemCardProps } from './item-card.tsx';

function renderCard(props: Partial<ItemCardProps> = {}) {
  const onDelete = vi.fn();
  const item = props.item ?? userItem();
  const router = createMemoryRouter(
    [{ path: '/', element: <ItemCard item={item} mediaToken="media-token" onDelete={onDelete} {...props} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { onDelete, item, card: screen.getByRole('article', { name: item.Name }), user: userEvent.setup() };
}

describe('ItemCard', () => {
  it('hands the item to onDelete', async () => {
    const { onDelete, item, card, user } = renderCard();
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(item);
  });

  it('shows the placeholder image when no photo has a Path, and no photo buttons', () => {
    const { card } = renderCard({ item: userItem({ Photos: [{ ID: 1, Path: '', Thumbnail: '' }] }) });
    const photos = within(card).getByRole('region', { name: 'Photos of Blue bike' });
    expect(within(photos).getByRole('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(photos).queryAllByRole('button')).toHaveLength(0);
  });

  it('uses the placeholder image until there is a media token', () => {
    const { card } = renderCard({ mediaToken: undefined });
    expect(within(card).getAllByRole('img')[0]?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('names each photo after the item', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('img', { name: 'Blue bike, photo 1' })).toBeInTheDocument();
  });

  it('shows every status that applies', () => {
    const { card } = renderCard({ item: userItem({ PendingApproval: true, PendingChanges: true, Committed: true }) });
    const status = within(card).getByRole('list', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((flag) => flag.textContent),
    ).toEqual(['Pending approval', 'Changes Pending', 'Committed']);
  });

  it('marks an item hidden by reports Under review, and says why without locking it', () => {
    const { card } = renderCard({ item: userItem({ UnderReview: true }) });
    expect(within(within(card).getByRole('list', { name: 'Status' })).getByRole('listitem')).toHaveTextContent(
      underReviewWords.badge,
    );
    expect(card).toHaveTextContent(underReviewWords.itemNote);
    expect(within(card).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('leaves out the location badge when there is no location', () => {
    const { card } = renderCard({ item: userItem({ Location: '' }) });
    expect(within(card).queryByRole('button', { name: /^Location:/ })).not.toBeInTheDocument();
  });
});
