/**
 * The state every form keeps beside its values: which fields the member has touched, the
 * messages the server gave for fields (ApiError.fieldErrors, by Field), and focus on the first
 * failing field when a submit is refused.
 */
import type { FieldError } from '@swapsies/contract';
import { useCallback, useLayoutEffect, useState } from 'react';
import { ApiError } from './api-client.ts';

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

export interface FormStateOptions<F extends string> {
  /** The fields in the order the member meets them: the first failing one gets the focus. */
  order: readonly F[];
  /** The id of the element that holds a field (by default the field's own name). */
  idOf?: (field: F) => string;
  /** While true, focus waits (the controls are disabled while a form is sent). */
  holdFocus?: boolean;
}

/** Moves focus to the element with this id when it is a control, else to the first control inside it. */
export function focusControl(id: string): void {
  const element = document.getElementById(id);
  const control = element?.matches('input, textarea, select, button')
    ? element
    : element?.querySelector<HTMLElement>('input:not([type="hidden"]):not([hidden]), textarea, select, button');
  control?.focus();
}

/** Field messages placed on the form's fields by `fieldOf` (null for a Field the form does not show); the first of a field wins. */
export function fieldMessages<F extends string>(
  problems: readonly FieldError[],
  fieldOf: (serverField: string) => F | null | undefined,
): FieldMessages<F> {
  const messages: FieldMessages<F> = {};
  for (const { Field, Message } of problems) {
    const field = fieldOf(Field);
    if (field && !messages[field]) messages[field] = Message;
  }
  return messages;
}

/** The server's field messages of a refusal (ApiError.fieldErrors), placed on the form's fields. */
export function serverFieldMessages<F extends string>(
  error: unknown,
  fieldOf: (serverField: string) => F | null | undefined,
): FieldMessages<F> {
  return error instanceof ApiError ? fieldMessages(error.fieldErrors, fieldOf) : {};
}

const ownName = (field: string) => field;

export function useFormState<F extends string>({ order, idOf = ownName, holdFocus = false }: FormStateOptions<F>) {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldMessages<F>>({});
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);

  // In the commit that shows the messages, not a frame after it (Preact runs passive effects after the paint).
  useLayoutEffect(() => {
    if (!focusRequest || holdFocus) return;
    focusControl(idOf(focusRequest.field));
    setFocusRequest(null);
  }, [focusRequest, holdFocus, idOf]);

  const touch = useCallback((field: F) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);

  /** The member changed the field: the server's message for it no longer holds. */
  const edited = useCallback((field: F) => {
    setServerErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  /** Focuses the first field, in the form's order, that has a message; answers it (null when none has). */
  const focusFirst = useCallback(
    (messages: FieldMessages<F>): F | null => {
      const first = order.find((field) => messages[field]) ?? null;
      if (first) setFocusRequest({ field: first });
      return first;
    },
    [order],
  );

  const reset = useCallback(() => {
    setTouched({});
    setServerErrors({});
  }, []);

  return {
    touched,
    isTouched: (field: F) => touched[field] === true,
    touch,
    edited,
    serverErrors,
    setServerErrors,
    focusFirst,
    reset,
  };
}

export type FormState<F extends string> = ReturnType<typeof useFormState<F>>;
