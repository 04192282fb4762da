/** Icons of categories, starter packs and causes are drawn as SVG: emoji show as empty boxes without an emoji font. */
import { AccountType, type CharityCause, type StarterPack } from '@swapsies/contract';
import { categoryTree, charityCauses, starterPacks } from '@swapsies/contract/reference-data';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryPicker } from '@/components/category-picker/category-picker.tsx';
import { InterestsStep } from '@/features/auth/registration/components/interests-step.tsx';
import { referenceIcons } from './reference-icon.tsx';

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
    expect(icons.filter((icon) => !(icon in referenceIcons))).toEqual([]);
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
