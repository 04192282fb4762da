import { type Category, registrationMessages } from '@swapsies/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smallCategoryTree } from '@/testing/api.tsx';
import { buildCategoryIndex, groupEntries, searchCategories, suggestionFor } from './category-index.ts';
import { CategoryPicker, type CategoryPickerProps, MATCHES_SHOWN_MAX } from './category-picker.tsx';

const tree = smallCategoryTree();

type HarnessProps = Partial<Omit<CategoryPickerProps, 'selected'>> & { initial?: string[] };

function Harness({ initial = [], onChange, ...props }: HarnessProps) {
  const [selected, setSelected] = useState(initial);
  return (
    <CategoryPicker
      categories={tree}
      mode="single"
      label="Category"
      {...props}
      selected={selected}
      onChange={(paths) => {
        onChange?.(paths);
        setSelected(paths);
      }}
    />
  );
}

function renderPicker(props: HarnessProps = {}) {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup(), search: screen.getByRole('searchbox', { name: 'Search categories' }) };
}

const completion = () => screen.getByTestId('category-completion');

afterEach(() => vi.restoreAllMocks());

describe('CategoryPicker: browsing', () => {
  it('opens categories into subcategories and subcategories into items', async () => {
    const { user } = renderPicker();
    expect(screen.getByRole('group', { name: 'Category' })).toBeInTheDocument();
    const sports = screen.getByRole('button', { name: 'Sports & Fitness' });
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Cycling' })).not.toBeInTheDocument();

    await user.click(sports);
    expect(sports).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Kit for getting out and about.')).toBeInTheDocument();
    const cycling = screen.getByRole('button', { name: 'Cycling' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await user.click(cycling);
    expect(cycling).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('list', { name: 'Cycling' })).getAllByRole('radio');
    expect(items.map((radio) => radio.getAttribute('value'))).toEqual(['14-3-7', '14-3-8', '14-3-9']);

    await user.click(sports);
    expect(screen.queryByRole('button', { name: 'Cycling' })).not.toBeInTheDocument();
  });
});

describe('CategoryPicker: single mode', () => {
  it('chooses one item, replacing the previous choice, and shows its path', async () => {
    const { user, onChange } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Sports & Fitness' }));
    await user.click(screen.getByRole('button', { name: 'Cycling' }));
    await user.click(screen.getByRole('radio', { name: 'Bikes' }));
    expect(onChange).toHaveBeenLastCalledWith(['14-3-7']);
    expect(screen.getByText('Sports & Fitness › Cycling › Bikes')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Helmets' }));
    expect(onChange).toHaveBeenLastCalledWith(['14-3-8']);
    expect(screen.getByRole('radio', { name: 'Bikes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Helmets' })).toBeChecked();
    expect(screen.getByText('Sports & Fitness › Cycling › Helmets')).toBeInTheDocument();
  });

  it('opens the tree at an existing choice, and clears it on request', async () => {
    const { user, onChange, search } = renderPicker({ initial: ['2-5-2'] });
    expect(screen.getByText('Books & Reading › Novels › Biographies')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Biographies' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear category' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText('Books & Reading › Novels › Biographies')).not.toBeInTheDocument();
    expect(search).toHaveFocus();
  });

  it('Change leaves the search and shows the choice in the tree', async () => {
    const { user, search } = renderPicker({ initial: ['2-5-2'] });
    await user.type(search, 'tent');
    expect(screen.queryByRole('radio', { name: 'Biographies' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change category' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Biographies' })).toBeChecked();
  });
});

describe('CategoryPicker: search and type-ahead', () => {
  it('filters on item, subcategory or category names, ignoring case', async () => {
    const { user, search } = renderPicker();
    await user.type(search, 'HELM');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['14-3-8']);

    await user.clear(search);
    await user.type(search, 'cycling');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Sports & Fitness › Cycling' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'books & reading');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['2-5-1', '2-5-2']);

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('No categories match “zzz”.')).toBeInTheDocument();
  });

  it('shows the rest of the first matching item as a muted, hidden-from-readers completion, and announces it', async () => {
    const { user, search } = renderPicker();
    await user.type(search, 'bik');
    expect(completion()).toHaveAttribute('aria-hidden', 'true');
    expect(completion()).toHaveTextContent('bikes');
    expect(completion().lastElementChild).toHaveTextContent('es');
    expect(screen.getByText('2 matches. Suggestion: Bikes.')).toHaveAttribute('aria-live', 'polite');
    expect(search).toHaveAccessibleDescription(/Press Space twice or Tab to take the suggestion/);
  });

  it('prefers an item that starts with the query, else names the first match', async () => {
    const { user, search } = renderPicker();
    await user.type(search, 'novel');
    // "Crime novels" matches but does not start with "novel"; nothing does, so it is offered whole.
    expect(completion().lastElementChild).toHaveTextContent('→ Crime novels');
  });

  it('completes and chooses the suggestion when Space is pressed twice quickly', async () => {
    const { user, search, onChange } = renderPicker();
    await user.type(search, 'bik');
    await user.keyboard('  ');
    expect(search).toHaveValue('Bikes');
    expect(onChange).toHaveBeenLastCalledWith(['14-3-7']);
    expect(screen.getByRole('radio', { name: 'Bikes' })).toBeChecked();
  });

  it('types two ordinary spaces when they are too far apart', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { user, search, onChange } = renderPicker();
    await user.type(search, 'bik');
    await user.keyboard(' ');
    now += 401;
    await user.keyboard(' ');
    expect(search).toHaveValue('bik  ');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('completes without choosing on Tab or Right arrow at the end of the text', async () => {
    const { user, search, onChange } = renderPicker();
    await user.type(search, 'hel');
    await user.keyboard('{Tab}');
    expect(search).toHaveValue('Helmets');
    expect(search).toHaveFocus();

    await user.clear(search);
    await user.type(search, 'ten');
    await user.keyboard('{ArrowRight}');
    expect(search).toHaveValue('Tents');
    expect(onChange).not.toHaveBeenCalled();

    // With nothing left to complete, Tab moves on as usual.
    await user.keyboard('{Tab}');
    expect(search).not.toHaveFocus();
  });

  it('moves into the results with Down arrow, and Enter chooses without submitting the form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onChange = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Harness onChange={onChange} />
      </form>,
    );
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search categories' });
    await user.type(search, 'b');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Bikes' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Bike locks' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['14-3-9']);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(search).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['14-3-7']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the search on Escape', async () => {
    const { user, search } = renderPicker();
    await user.type(search, 'bik');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sports & Fitness' })).toBeInTheDocument();
  });

  it('renders a limited number of matches from a large tree', async () => {
    const big: Category[] = Array.from({ length: 20 }, (_, c) => ({
      ID: c + 1,
      Name: `Category ${c + 1}`,
      Group: 'collections',
      Icon: 'package',
      Description: '',
      Subcategories: Array.from({ length: 10 }, (_, s) => ({
        ID: s + 1,
        Name: `Sub ${s + 1}`,
        Items: Array.from({ length: 10 }, (_, i) => ({ ID: i + 1, Name: `Thing ${c + 1}.${s + 1}.${i + 1}` })),
      })),
    }));
    const { user, search } = renderPicker({ categories: big });
    await user.type(search, 'thing');
    expect(screen.getAllByRole('radio')).toHaveLength(MATCHES_SHOWN_MAX);
    expect(
      screen.getByText(`Showing the first ${MATCHES_SHOWN_MAX} of 2000 matches. Keep typing to narrow them down.`),
    ).toBeInTheDocument();
  });
});

describe('CategoryPicker: multi mode', () => {
  it('toggles checkboxes and counts the selection', async () => {
    const { user, search, onChange } = renderPicker({ mode: 'multi', initial: ['14-3-7'] });
    await user.type(search, 'cycling');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Helmets' }));
    expect(onChange).toHaveBeenLastCalledWith(['14-3-7', '14-3-8']);
    expect(screen.getByText('2 of 40 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Bikes' }));
    expect(onChange).toHaveBeenLastCalledWith(['14-3-8']);
  });

  it('refuses to unselect the last one', async () => {
    const { user, search, onChange } = renderPicker({ mode: 'multi', initial: ['14-3-7'] });
    await user.type(search, 'bikes');
    await user.click(screen.getByRole('checkbox', { name: 'Bikes' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Bikes' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(registrationMessages.categoriesRequired);
  });

  it('refuses more than the cap', async () => {
    const { user, search, onChange } = renderPicker({ mode: 'multi', max: 2, initial: ['14-3-7', '14-3-8'] });
    await user.type(search, 'tents');
    await user.click(screen.getByRole('checkbox', { name: 'Tents' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Tents' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(registrationMessages.categoriesCap);
  });

  it('selects all the matches, up to the cap', async () => {
    const { user, search, onChange } = renderPicker({ mode: 'multi', max: 3, initial: ['2-5-1'] });
    await user.type(search, 'cycling');
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(onChange).toHaveBeenLastCalledWith(['2-5-1', '14-3-7', '14-3-8']);
    expect(screen.getByRole('status')).toHaveTextContent(registrationMessages.categoriesCap);
  });

  it('selects all the items of the open subcategories when not searching', async () => {
    const { user, onChange } = renderPicker({ mode: 'multi', initial: ['2-5-1'] });
    expect(screen.getByRole('button', { name: 'Select all' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sports & Fitness' }));
    await user.click(screen.getByRole('button', { name: 'Camping' }));
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(onChange).toHaveBeenLastCalledWith(['2-5-1', '14-4-1']);
    expect(screen.getByRole('button', { name: /Sports & Fitness/ })).toHaveTextContent('1 selected');
  });
});

it('shows the error under the picker as an alert', () => {
  renderPicker({ error: "Forgot to select item's category, mate." });
  expect(screen.getByRole('alert')).toHaveTextContent("Forgot to select item's category, mate.");
  expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
});

describe('category index', () => {
  const index = buildCategoryIndex(tree);

  it('matches every word of the query anywhere in the path', () => {
    expect(searchCategories(index, 'bike cycling').map((entry) => entry.path)).toEqual(['14-3-7', '14-3-9']);
    expect(searchCategories(index, '   ')).toEqual([]);
  });

  it('suggests the first item starting with the query', () => {
    expect(suggestionFor(searchCategories(index, 'b'), 'b')?.itemName).toBe('Bikes');
    expect(suggestionFor(searchCategories(index, 'locks'), 'locks')?.itemName).toBe('Bike locks');
  });

  it('groups matches by category and subcategory', () => {
    const groups = groupEntries(searchCategories(index, 'e'));
    expect(groups.map((group) => [group.categoryName, group.subcategories.map((s) => s.subcategoryName)])).toEqual([
      ['Sports & Fitness', ['Cycling', 'Camping']],
      ['Books & Reading', ['Novels']],
    ]);
  });
});
