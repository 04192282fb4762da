/** React's onChange on Preact (react-on-change.ts, installed by the tests' setup as by main.tsx). */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

function Field({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setValue('');
      }}
    >
      <input
        aria-label="Name"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          onValue(event.currentTarget.value);
        }}
      />
      <output>{value}</output>
    </form>
  );
}

describe('onChange on Preact', () => {
  it('runs once an edit when typed, and not again when the field loses the focus', async () => {
    const onValue = vi.fn();
    render(<Field onValue={onValue} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'hi');
    await user.tab();
    expect(onValue.mock.calls).toEqual([['h'], ['hi']]);
  });

  it('hears a change with no input before it, as a browser extension fills a field', () => {
    render(<Field onValue={() => {}} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'filled' } });
    expect(screen.getByRole('status')).toHaveTextContent('filled');
  });

  it('hears a fill of the text typed before, once the form has reset the field', async () => {
    render(<Field onValue={() => {}} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Name');
    await user.type(field, 'hi{Enter}');
    expect(field).toHaveValue('');
    fireEvent.change(field, { target: { value: 'hi' } });
    expect(field).toHaveValue('hi');
    expect(screen.getByRole('status')).toHaveTextContent('hi');
  });
});
