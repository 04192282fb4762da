/**
 * The state of the four-step registration: the values, the step, which messages show (the
 * server's, the photo's, the live rules' once a field is touched or its step attempted, "taken"),
 * what keeps a step from being left, and moving between the steps up to sending.
 */
import { AccountType, normaliseCharityNumberInput, normaliseHandleInput } from '@swapsies/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormState } from '@/lib/use-form-state.ts';
import type { TextFieldName } from '../lib/bind-text-field.ts';
import {
  buildRegisterBody,
  checkFields,
  type FieldErrors,
  type FieldName,
  fieldStep,
  initialForm,
  type RegistrationForm,
  type Step,
  selectedCategories,
  stepAfter,
  stepErrors,
  stepFields,
  switchAccountType,
} from '../lib/registration-form.ts';
import { heldMessage, takenErrors } from '../lib/step-messages.ts';
import type { SubmitFailure } from '../lib/submit-error.ts';
import { emailCheck, useAvailability, usernameCheck } from './use-availability.ts';
import { useRegisterSubmit } from './use-register-submit.ts';
import { useCharityCauses, useStarterPacks } from './use-registration-data.ts';

interface FormError {
  message: string;
  /** The server refused the username and/or email: cleared when either changes. */
  identity: boolean;
}

const FIELD_ORDER = Object.values(stepFields).flat();

type FormFields = ReturnType<typeof useFormState<FieldName>>;

/** The step heading takes the focus when the step changes (not on the first render). */
function useStepHeadingFocus(step: Step) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step>(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}

/** The starter packs or, for a charity, the causes to pick from, and the categories the picks stand for. */
function useChoices(form: RegistrationForm) {
  const charity = form.type === AccountType.Charity;
  const packsQuery = useStarterPacks();
  const causesQuery = useCharityCauses(charity);
  const choicesQuery = charity ? causesQuery : packsQuery;
  const choices = choicesQuery.data;
  const categories = useMemo(() => selectedCategories(form.selection, choices ?? []), [form.selection, choices]);
  return { charity, packsQuery, causesQuery, choicesQuery, categories };
}

/** A text field's value as typed: the handle or charity number kept to its characters, the email in lower case. */
function normalisedText(field: TextFieldName, raw: string, charity: boolean): string {
  if (field === 'username') return charity ? normaliseCharityNumberInput(raw) : normaliseHandleInput(raw);
  return field === 'email' ? raw.toLowerCase() : raw;
}

/** The selection with `id` added, or taken out when it was in. */
function toggled(selection: number[], id: number): number[] {
  return selection.includes(id) ? selection.filter((chosen) => chosen !== id) : [...selection, id];
}

interface FailureTargets {
  setFormError: (error: FormError | null) => void;
  setStep: (step: Step) => void;
  fields: FormFields;
}

/** Shows a refused registration: the identity or field messages on their step, or one message for the form. */
function showFailure(failure: SubmitFailure, { setFormError, setStep, fields }: FailureTargets): void {
  if (failure.kind === 'identity') {
    setFormError({ message: failure.message, identity: true });
    setStep(failure.step);
  } else if (failure.kind === 'fields') {
    fields.setServerErrors(failure.fieldErrors);
    setFormError(failure.message ? { message: failure.message, identity: false } : null);
    setStep(failure.step);
  } else {
    setFormError({ message: failure.message, identity: false });
  }
}

/** The values, the messages under the fields, and editing them. */
function useRegistrationFields() {
  const [form, setForm] = useState<RegistrationForm>(initialForm);
  const fields = useFormState<FieldName>({ order: FIELD_ORDER });
  const [attempted, setAttempted] = useState<Partial<Record<Step, boolean>>>({});
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<FormError | null>(null);
  const choices = useChoices(form);
  const { charity, categories } = choices;
  const live = checkFields(form, categories, 'live');

  const usernameStatus = useAvailability(usernameCheck, form.username, live.username === null, String(form.type));
  const emailStatus = useAvailability(emailCheck, form.email.trim(), live.email === null);
  const taken = takenErrors(charity, usernameStatus === 'taken', emailStatus === 'taken');

  /** The message shown under a field: the server's, the photo's, the live rule's (once touched or attempted), or "taken". */
  function errorFor(field: FieldName): string | null {
    const server = fields.serverErrors[field];
    if (server) return server;
    if (field === 'photo' && photoProblem) return photoProblem;
    if (fields.isTouched(field) || attempted[fieldStep[field]]) {
      const message = live[field];
      if (message) return message;
    }
    return taken[field] ?? null;
  }

  /** What keeps `at` from being left. */
  function blockingErrors(at: Step): FieldErrors {
    const errors = stepErrors(form, categories, at);
    for (const field of stepFields[at]) errors[field] ??= taken[field];
    return errors;
  }

  function setField<K extends FieldName>(field: K, value: RegistrationForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    fields.touch(field);
    fields.edited(field);
    if ((field === 'username' || field === 'email') && formError?.identity) setFormError(null);
  }

  function onAccountType(type: AccountType) {
    if (type === form.type) return;
    setForm(switchAccountType(form, type));
    fields.reset();
    setAttempted({});
    setPhotoProblem(null);
    setFormError(null);
  }

  const markAttempted = (at: Step) => setAttempted((current) => ({ ...current, [at]: true }));
  return {
    ...choices,
    form,
    fields,
    usernameStatus,
    emailStatus,
    errorFor,
    blockingErrors,
    setField,
    onAccountType,
    markAttempted,
    setPhotoProblem,
    formError,
    setFormError,
  };
}

export function useRegistration() {
  const [step, setStep] = useState<Step>(1);
  /** The step whose Next was just refused: its reason shows beside the button until the member edits. */
  const [heldAt, setHeldAt] = useState<Step | null>(null);
  const headingRef = useStepHeadingFocus(step);
  const values = useRegistrationFields();
  const { form, fields, charity, categories, errorFor, blockingErrors, setFormError } = values;
  const submission = useRegisterSubmit({
    charity,
    onFailure: (failure) => showFailure(failure, { setFormError, setStep, fields }),
  });

  const setField: typeof values.setField = (field, value) => {
    values.setField(field, value);
    setHeldAt(null);
  };

  /** Holds the member at `at` when it has a problem: shows them all and focuses the first. */
  function refuse(at: Step, errors: FieldErrors): boolean {
    if (!stepFields[at].some((field) => errors[field])) return false;
    values.markAttempted(at);
    setHeldAt(at);
    if (at !== step) setStep(at);
    else fields.focusFirst(errors);
    return true;
  }

  function advance() {
    if (submission.isSending()) return;
    if (refuse(step, blockingErrors(step))) return;
    setHeldAt(null);
    const next = stepAfter(step, 1);
    if (next !== null) {
      setStep(next);
      return;
    }
    // Every earlier step was valid when it was left; check again in case anything changed since.
    for (const earlier of [1, 2, 3] as const) {
      if (refuse(earlier, blockingErrors(earlier))) return;
    }
    setFormError(null);
    submission.send(buildRegisterBody(form, categories, new Date()));
  }

  function back() {
    const previous = stepAfter(step, -1);
    if (previous !== null && !submission.isSending()) {
      setHeldAt(null);
      setStep(previous);
    }
  }

  const onToggle = (id: number) => setField('selection', toggled(form.selection, id));

  return {
    step,
    form,
    charity,
    choicesQuery: values.choicesQuery,
    packs: values.packsQuery.data,
    causes: values.causesQuery.data,
    usernameStatus: values.usernameStatus,
    emailStatus: values.emailStatus,
    errorFor,
    setField,
    onText: (field: TextFieldName, raw: string) => setField(field, normalisedText(field, raw, charity)),
    onBlur: fields.touch,
    onToggle,
    onAccountType: values.onAccountType,
    onPhotoProblem: values.setPhotoProblem,
    advance,
    back,
    headingRef,
    stepMessage: heldMessage(step, heldAt, errorFor('selection'), blockingErrors(step)),
    formError: values.formError?.message ?? null,
    pending: submission.pending,
  };
}

export type Registration = ReturnType<typeof useRegistration>;
