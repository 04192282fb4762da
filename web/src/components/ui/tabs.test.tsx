import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs, type TabsProps } from './tabs.tsx';

type Key = 'one' | 'two' | 'three';

const TABS: TabItem<Key>[] = [
  { key: 'one', label: 'One' },
  {
    key: 'two',
    label: (
      <>
        Two <span>5</span>
      </>
    ),
  },
  { key: 'three', label: 'Three' },
];

/** Keeps the chosen tab, as a page does, and tells the spy each choice. */
function Harness({
  onChange,
  initial = 'one',
  ...rest
}: { onChange?: (key: Key) => void; initial?: Key } & Partial<Omit<TabsProps<Key>, 'onChange' | 'active'>>) {
  const [active, setActive] = useState<Key>(initial);
  return (
    <Tabs
      label="Numbers"
      tabs={TABS}
      active={active}
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
      {...rest}
    >
      Content of {active}
    </Tabs>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const onChange = vi.fn<(key: Key) => void>();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} {...props} />);
  return { user, onChange };
}

const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

function expectActive(name: string | RegExp) {
  const active = tab(name);
  expect(active).toHaveAttribute('aria-selected', 'true');
  expect(active).toHaveAttribute('tabindex', '0');
  for (const other of screen.getAllByRole('tab').filter((element) => element !== active)) {
    expect(other).toHaveAttribute('aria-selected', 'false');
    expect(other).toHaveAttribute('tabindex', '-1');
  }
  expect(panel()).toHaveAccessibleName(name);
}

describe('Tabs', () => {
  it('renders a named tablist of tabs and one panel named by the active tab', () => {
    setup();
    const tablist = screen.getByRole('tablist', { name: 'Numbers' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((element) => element.textContent),
    ).toEqual(['One', 'Two 5', 'Three']);
    expect(tab('Two 5')).toBeInTheDocument();
    expectActive('One');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(panel()).toHaveTextContent('Content of one');
    for (const element of screen.getAllByRole('tab')) {
      expect(element).toHaveAttribute('aria-controls', panel().id);
    }
  });

  it('chooses a tab on a click', async () => {
    const { user, onChange } = setup();
    await user.click(tab('Three'));
    expect(onChange).toHaveBeenLastCalledWith('three');
    expectActive('Three');
    expect(panel()).toHaveTextContent('Content of three');
  });

  /** Presses a key and checks the tab it chose: told to the page, active, focused and naming the panel. */
  async function press(user: ReturnType<typeof userEvent.setup>, onChange: (key: Key) => void, key: string, to: Key) {
    await user.keyboard(`{${key}}`);
    expect(onChange).toHaveBeenLastCalledWith(to);
    const name = { one: 'One', two: 'Two 5', three: 'Three' }[to];
    expect(tab(name)).toHaveFocus();
    expectActive(name);
    expect(panel()).toHaveTextContent(`Content of ${to}`);
  }

  it('moves with the arrow keys, wrapping around, and focus follows', async () => {
    const { user, onChange } = setup();
    tab('One').focus();
    await press(user, onChange, 'ArrowRight', 'two');
    await press(user, onChange, 'ArrowRight', 'three');
    await press(user, onChange, 'ArrowRight', 'one');
    await press(user, onChange, 'ArrowLeft', 'three');
    await press(user, onChange, 'ArrowLeft', 'two');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('goes to the first tab on Home and the last on End', async () => {
    const { user, onChange } = setup({ initial: 'two' });
    tab('Two 5').focus();
    await press(user, onChange, 'End', 'three');
    await press(user, onChange, 'Home', 'one');
  });

  it('leaves other keys alone', async () => {
    const { user, onChange } = setup();
    tab('One').focus();
    await user.keyboard('{ArrowDown}{Enter}a');
    expect(onChange).not.toHaveBeenCalledWith('two');
    expect(onChange).not.toHaveBeenCalledWith('three');
    expect(tab('One')).toHaveFocus();
    expectActive('One');
  });

  it('has one tab stop, the active tab, and a panel that is no focus stop unless asked', async () => {
    const { user } = setup({ initial: 'three' });
    await user.tab();
    expect(tab('Three')).toHaveFocus();
    expect(panel()).not.toHaveAttribute('tabindex');
  });

  it('makes the panel a focus stop when asked, and hands it over', async () => {
    const panelRef = createRef<HTMLDivElement>();
    const { user } = setup({ focusablePanel: true, panelRef });
    expect(panelRef.current).toBe(panel());
    await user.tab();
    expect(tab('One')).toHaveFocus();
    await user.tab();
    expect(panel()).toHaveFocus();
  });

  it('works with number keys and takes extra classes', () => {
    render(
      <Tabs
        label="Sizes"
        tabs={[
          { key: 1, label: 'Small' },
          { key: 2, label: 'Large' },
        ]}
        active={2}
        onChange={() => {}}
        className="row"
        tabClassName="cell"
        panelClassName="body"
      >
        Large things
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Sizes' })).toHaveClass('row');
    expect(tab('Small')).toHaveClass('cell');
    expect(tab('Large')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Large' })).toHaveClass('body');
  });
});
