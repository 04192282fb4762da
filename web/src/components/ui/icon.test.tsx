/** Icons are drawn as SVG: emoji show as empty boxes without an emoji font. */
import { AccountType, type CharityCause, type StarterPack } from '@swapsies/contract';
import { categoryTree, charityCauses, starterPacks } from '@swapsies/contract/reference-data';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryPicker } from '@/components/category-picker/category-picker.tsx';
import { InterestsStep } from '@/features/auth/registration/components/interests-step.tsx';
import { Icon, isDrawnIcon } from './icon.tsx';
import { isLucideIcon } from './lucide-icons.tsx';

const emoji = /\p{Extended_Pictographic}/u;

function renderInterests(type: AccountType, packs: StarterPack[] | undefined, causes: CharityCause[] | undefined) {
  return render(
    <InterestsStep
      type={type}
      packs={packs}
      causes={causes}
      loading={false}
      failed={false}
      onRetry={() => {}}
      categories={categoryTree}
      selection={[]}
      onToggle={() => {}}
      error={null}
    />,
  );
}

/** The list entry of each checkbox: the choice it belongs to. */
const choiceEntries = () => screen.getAllByRole('checkbox').map((box) => box.closest('li') as HTMLElement);

describe('reference data icons', () => {
  it('has a drawing for every icon key of the category tree, the packs and the causes', () => {
    const icons = [...categoryTree, ...starterPacks, ...charityCauses].map((entry) => entry.Icon);
    expect(icons.filter((icon) => !isLucideIcon(icon) && !isDrawnIcon(icon))).toEqual([]);
  });

  it('draws every category of the picker as an SVG icon, with no emoji in the text', () => {
    const { container } = render(
      <CategoryPicker categories={categoryTree} mode="multi" label="Categories" selected={[]} onChange={() => {}} />,
    );
    for (const category of categoryTree) {
      const button = screen.getByRole('button', { name: category.Name });
      expect(button.querySelector('svg'), category.Name).not.toBeNull();
    }
    expect(container.textContent).not.toMatch(emoji);
  });

  it('draws every starter pack as an SVG icon, with no emoji in the text', () => {
    const offered = starterPacks.filter((pack) => pack.OfferedAtRegistration);
    const { container } = renderInterests(AccountType.Personal, offered, undefined);
    const entries = choiceEntries();
    expect(entries).toHaveLength(offered.length);
    for (const entry of entries) expect(entry.querySelector('label svg')).not.toBeNull();
    expect(container.textContent).not.toMatch(emoji);
  });

  it('draws every charity cause as an SVG icon, with no emoji in the text', () => {
    const { container } = renderInterests(AccountType.Charity, undefined, charityCauses);
    const entries = choiceEntries();
    expect(entries).toHaveLength(charityCauses.length);
    for (const entry of entries) expect(entry.querySelector('label svg')).not.toBeNull();
    expect(container.textContent).not.toMatch(emoji);
  });
});

describe('Icon', () => {
  it('draws a named icon as a hidden SVG of the size asked', () => {
    const { container } = render(<Icon name="seek" size={24} className="extra" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveClass('extra');
  });

  it('draws a Lucide icon by its key, and a plain tag for a key it does not know', async () => {
    // Each Lucide icon is a chunk of its own: an empty frame holds its place until it has loaded.
    const drawn = async (name: string) => {
      const { container } = render(<Icon name={name} />);
      await waitFor(() => expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0));
      return container.innerHTML;
    };
    const flag = await drawn('flag');
    const unknown = await drawn('no-such-icon');
    const tag = await drawn('tag');
    expect(flag).toContain('<svg');
    expect(unknown).toBe(tag);
    expect(unknown).not.toBe(flag);
  });
});
