/** What the category picker lists: the matches of a search, grouped, or the tree to browse. */
import { type Category, categoryPath, categoryPickerWords } from '@swapsies/contract';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon.tsx';
import type { CategoryEntry, EntryGroup } from './category-index.ts';
import styles from './category-picker.module.css';
import type { CategorySelection } from './use-category-selection.ts';

interface OptionsProps {
  /** The name of the radio group (single mode); multi mode shows checkboxes. */
  radioName: string | null;
  selection: CategorySelection;
}

function Option({ path, name, radioName, selection }: OptionsProps & { path: string; name: string }) {
  const checked = selection.isSelected(path);
  return (
    <li>
      <label className={`${styles.option} ${checked ? styles.optionChecked : ''}`}>
        <input
          type={radioName ? 'radio' : 'checkbox'}
          name={radioName ?? undefined}
          value={path}
          checked={checked}
          className={styles.control}
          onChange={() => selection.press(path)}
        />
        <span>{name}</span>
      </label>
    </li>
  );
}

export interface SearchResultsProps extends OptionsProps {
  query: string;
  groups: EntryGroup[];
  matches: readonly CategoryEntry[];
  shownMax: number;
}

export function SearchResults({ query, groups, matches, shownMax, ...options }: SearchResultsProps) {
  if (matches.length === 0) return <p className={styles.empty}>{categoryPickerWords.noMatch(query.trim())}</p>;
  return (
    <>
      <ul className={styles.tree}>
        {groups.map((group) => (
          <li key={group.categoryId} className={styles.category}>
            <p className={styles.groupName}>
              <Icon name={group.icon} className={styles.icon} />
              {group.categoryName}
            </p>
            <ul className={styles.subcategories}>
              {group.subcategories.map((subcategory) => (
                <li key={subcategory.subcategoryId}>
                  <p className={styles.subgroupName}>{subcategory.subcategoryName}</p>
                  <ul className={styles.options} aria-label={`${group.categoryName} › ${subcategory.subcategoryName}`}>
                    {subcategory.entries.map((entry) => (
                      <Option key={entry.path} path={entry.path} name={entry.itemName} {...options} />
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {matches.length > shownMax ? (
        <p className={styles.more}>{categoryPickerWords.showingFirst(shownMax, matches.length)}</p>
      ) : null}
    </>
  );
}

interface DisclosureProps {
  open: boolean;
  panelId: string;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}

function Disclosure({ open, panelId, onToggle, className, children }: DisclosureProps) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
    >
      {children}
      <span className={styles.chevron} aria-hidden="true" />
    </button>
  );
}

export interface CategoryTreeProps extends OptionsProps {
  categories: Category[];
  /** The prefix of the panels' ids. */
  base: string;
  expanded: ReadonlySet<string>;
  onToggleExpanded: (key: string) => void;
}

export function CategoryTree({ categories, base, expanded, onToggleExpanded, ...options }: CategoryTreeProps) {
  const { selection } = options;
  return (
    <ul className={styles.tree}>
      {categories.map((category) => {
        const key = `c${category.ID}`;
        const open = expanded.has(key);
        const count = selection.countIn(category.ID);
        return (
          <li key={category.ID} className={styles.category}>
            <Disclosure
              open={open}
              panelId={`${base}-${key}`}
              onToggle={() => onToggleExpanded(key)}
              className={styles.disclosure}
            >
              <Icon name={category.Icon} className={styles.icon} />
              <span className={styles.disclosureName}>{category.Name}</span>
              {count > 0 ? <span className={styles.badge}>{categoryPickerWords.selectedCount(count)}</span> : null}
            </Disclosure>
            {open ? (
              <div id={`${base}-${key}`}>
                {category.Description ? <p className={styles.description}>{category.Description}</p> : null}
                <ul className={styles.subcategories}>
                  {category.Subcategories.map((subcategory) => {
                    const subKey = `s${category.ID}-${subcategory.ID}`;
                    const subOpen = expanded.has(subKey);
                    return (
                      <li key={subcategory.ID}>
                        <Disclosure
                          open={subOpen}
                          panelId={`${base}-${subKey}`}
                          onToggle={() => onToggleExpanded(subKey)}
                          className={`${styles.disclosure} ${styles.subDisclosure}`}
                        >
                          <span className={styles.disclosureName}>{subcategory.Name}</span>
                        </Disclosure>
                        {subOpen ? (
                          <ul id={`${base}-${subKey}`} className={styles.options} aria-label={subcategory.Name}>
                            {subcategory.Items.map((item) => {
                              const path = categoryPath(category.ID, subcategory.ID, item.ID);
                              return <Option key={path} path={path} name={item.Name} {...options} />;
                            })}
                          </ul>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
