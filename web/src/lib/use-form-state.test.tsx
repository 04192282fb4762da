import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { fieldMessages, focusControl, serverFieldMessages, useFormState } from './use-form-state.ts';

type Field = 'name' | 'email';
const order: readonly Field[] = ['name', 'email'];
const fieldOf = (serverField: string): Field | null =>
  serverField === 'Name' ? 'name' : serverField === 'Email' ? 'email' : null;

describe('fieldMessages and serverFieldMessages', () => {
  it('place messages on the form fields, the first of a field winning, and drop fields the form lacks', () => {
    const problems = [
      { Field: 'Email', Message: 'Bad email' },
      { Field: 'Email', Message: 'Second' },
      { Field: 'Terms', Message: 'Accept them' },
    ];
    expect(fieldMessages(problems, fieldOf)).toEqual({ email: 'Bad email' });
    expect(serverFieldMessages(new ApiError('x', 400, 'VALIDATION_ERROR', problems), fieldOf)).toEqual({
      email: 'Bad email',
    });
    expect(serverFieldMessages(new Error('boom'), fieldOf)).toEqual({});
  });
});

describe('focusControl', () => {
  it('focuses the element when it is a control, else the first visible control inside it', () => {
    render(
      <>
        <input id="plain" aria-label="plain" />
        <div id="group">
          <input type="hidden" />
          <button type="button">inside</button>
        </div>
      </>,
    );
    focusControl('plain');
    expect(screen.getByLabelText('plain')).toHaveFocus();
    focusControl('group');
    expect(screen.getByRole('button', { name: 'inside' })).toHaveFocus();
  });
});

describe('useFormState', () => {
  it('remembers touched fields and forgets a server message once its field is edited', () => {
    const { result } = renderHook(() => useFormState<Field>({ order }));
    act(() => result.current.touch('name'));
    expect(result.current.isTouched('name')).toBe(true);
    expect(result.current.isTouched('email')).toBe(false);

    act(() => result.current.setServerErrors({ name: 'Taken', email: 'Bad' }));
    act(() => result.current.edited('name'));
    expect(result.current.serverErrors).toEqual({ email: 'Bad' });

    act(() => result.current.reset());
    expect(result.current.serverErrors).toEqual({});
    expect(result.current.isTouched('name')).toBe(false);
  });

  it('focuses the first failing field in the form order, once focus is no longer held', () => {
    render(
      <>
        <input id="name" aria-label="name" />
        <input id="email" aria-label="email" />
      </>,
    );
    const { result, rerender } = renderHook(({ hold }) => useFormState<Field>({ order, holdFocus: hold }), {
      initialProps: { hold: true },
    });
    let first: Field | null = null;
    act(() => {
      first = result.current.focusFirst({ email: 'Bad', name: 'Missing' });
    });
    expect(first).toBe('name');
    expect(screen.getByLabelText('name')).not.toHaveFocus();
    rerender({ hold: false });
    expect(screen.getByLabelText('name')).toHaveFocus();
    act(() => {
      first = result.current.focusFirst({});
    });
    expect(first).toBeNull();
  });
});
