/**
 * The state and submission of the add and edit item form: its values, the Pint switch, which
 * messages show, and a submit that checks with the contract's checkItemForm (the very rules the
 * server applies), sends once, and focuses the first failing field.
 */
import { checkItemForm, PintLevel } from '@swapsies/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fieldMessages, useFormState } from '@/lib/use-form-state.ts';
import {
  ITEM_FIELD_ORDER,
  type ItemField,
  type ItemFieldErrors,
  type ItemFormValues,
  itemFieldIds,
  itemFieldOf,
} from '../lib/item-form-values.ts';

export interface ItemFormOptions {
  mode: 'add' | 'edit';
  initialValues: ItemFormValues;
  sending: boolean;
  onSubmit: (values: ItemFormValues) => Promise<ItemFieldErrors | null>;
  onValuesChange?: (values: ItemFormValues) => void;
}

const idOf = (field: ItemField) => itemFieldIds[field];
/** Every value but the charity switch is a field with its own message and focus. */
const isItemField = (field: keyof ItemFormValues): field is ItemField => field !== 'Charity';

export function useItemForm({ mode, initialValues, sending, onSubmit, onValuesChange }: ItemFormOptions) {
  const [values, setValues] = useState(initialValues);
  // Kept apart from the level: the slider may go down to Off without the switch snapping shut under it.
  const [pintOn, setPintOn] = useState(initialValues.Pint > PintLevel.Off);
  const [attempted, setAttempted] = useState(false);
  // Focus waits for the send to finish: the photo buttons are disabled until then.
  const state = useFormState<ItemField>({ order: ITEM_FIELD_ORDER, idOf, holdFocus: sending });
  /** Set from a valid submit until its answer: a second Enter must not send the item twice. */
  const submitting = useRef(false);

  const clientErrors = fieldMessages(checkItemForm({ ...values, PhotoCount: values.Photos.length }, mode), itemFieldOf);

  function errorFor(field: ItemField): string | undefined {
    return state.serverErrors[field] ?? (attempted || state.isTouched(field) ? clientErrors[field] : undefined);
  }

  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);

  function set<K extends keyof ItemFormValues>(field: K, value: ItemFormValues[K], touchNow = true) {
    setValues((current) => ({ ...current, [field]: value }));
    if (!isItemField(field)) return;
    if (touchNow) state.touch(field);
    state.edited(field);
  }

  function switchPint(on: boolean) {
    setPintOn(on);
    set('Pint', on ? PintLevel.Friends : PintLevel.Off);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || submitting.current) return;
    setAttempted(true);
    if (state.focusFirst(clientErrors)) return;
    state.setServerErrors({});
    submitting.current = true;
    try {
      const refused = await onSubmit(values);
      if (refused) {
        state.setServerErrors(refused);
        state.focusFirst(refused);
      }
    } finally {
      submitting.current = false;
    }
  }

  /** The TextField props of a text field: id, value, change and blur, message. */
  const textProps = (field: 'Name' | 'Description' | 'Location') => ({
    id: itemFieldIds[field],
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value, false),
    onBlur: () => state.touch(field),
    error: errorFor(field),
  });

  return { values, set, pintOn, switchPint, errorFor, textProps, submit };
}
