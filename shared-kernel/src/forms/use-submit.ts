import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { isCancelled } from '../api-client/call-failure';
import { readFailure, type FieldErrors, type RefusalReading } from './read-failure';

/** What a field of the form takes from useSubmit: its message, the edit that drops it, where it is. */
export interface FieldBinding {
  error: string | undefined;
  /** The buyer changed the field: its message goes (the others stay until the next check). */
  onEdit: () => void;
  /** The field's element (a FormField's wrapper, or the control itself): focus goes there when it is refused. */
  ref: (element: HTMLElement | null) => () => void;
}

export interface SubmitOptions<Field extends string> extends RefusalReading<Field> {
  /** The form's own checks, before the call: any message stops the submit and is shown like a refusal. */
  validate?: () => FieldErrors<Field> | undefined;
  /** The form's message for a refusal the server gave no message for. */
  fallback?: string;
  /** The form's message when the call got no answer (network, timeout); `fallback` unless given. */
  noAnswer?: string;
  /** Told of every failure with the form's message for it (a toast as well, say). Not for a cancelled call. */
  onFailure?: (message: string, error: unknown) => void;
}

export interface SubmitForm<Field extends string> {
  /** Spread on the `<form>`: the submit (the browser's own checks off, the form's are ours). */
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
  /** The action is running: a second submit meanwhile does nothing. */
  isSubmitting: boolean;
  errors: FieldErrors<Field>;
  /** The form's message (FormMessage): what its fields do not show, or the failure without an answer. */
  message: string | undefined;
  /** Spread on FormMessage: the message and the element focus goes to when no field can take it. */
  messageProps: { message: string | undefined; ref: RefObject<HTMLParagraphElement | null> };
  /** The binding of one field (TextField, SelectField, FormField take it as `field`). */
  field: (name: Field) => FieldBinding;
  /** Shows a check's result (an empty set clears them all) and moves focus as a refusal does. */
  show: (errors: FieldErrors<Field>, message?: string) => void;
  /** Runs the submit without a form event (the form's own `onSubmit` does the same); true when the action succeeded. */
  submit: () => Promise<boolean>;
}

interface Check<Field extends string> {
  errors: FieldErrors<Field>;
  message: string | undefined;
  /**
   * Where the last check sends focus: a new one for each check, kept as it is by an edit (an edited
   * field drops its message, and the caret must not jump to the next field in error).
   */
  focus: { fields: Field[]; toMessage: boolean } | null;
}

const DEFAULT_WORDING = 'An error occurred. Please try again.';

const namesOf = <Field extends string>(errors: FieldErrors<Field>): Field[] =>
  (Object.keys(errors) as Field[]).filter((name) => errors[name] !== undefined);

const CONTROL = 'input, select, textarea, button, [tabindex]';

/** The element to focus for a field: the control in error inside it, else its first control, else itself. */
const focusTargetOf = (element: HTMLElement): HTMLElement =>
  element.matches(CONTROL)
    ? element
    : (element.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      element.querySelector<HTMLElement>(CONTROL) ??
      element);

const inDocumentOrder = (a: HTMLElement, b: HTMLElement): number =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * Runs a form's action on submit, and shows how it failed: the server's refusal on the fields it
 * names, one message for the form for the rest (the server's, else `fallback`; `noAnswer` when no
 * answer came), and focus on the first refused field in the form's order (on the message when no
 * field took one), so a keyboard or screen-reader user lands where the change is asked. A field's
 * message goes once the buyer edits it. The form's own checks (`validate`, or `show`) take the same way.
 *
 *   const form = useSubmit<'city' | 'zip'>(() => addAddress({ city, zip }).then(onAdded), {
 *     validate: () => (zip === '' ? { zip: 'ZIP is required' } : undefined),
 *     renamed: { zipcode: 'zip' },
 *     fallback: 'Error while adding the address',
 *   });
 *   <form {...form.formProps}>
 *     <FormMessage {...form.messageProps} />
 *     <TextField label="City" field={form.field('city')} value={city} onChange={setCity} />
 *     <TextField label="ZIP" field={form.field('zip')} value={zip} onChange={setZip} isRequired />
 *     <Button type="submit" isBusy={form.isSubmitting}>Save</Button>
 *   </form>
 */
export function useSubmit<Field extends string>(
  action: () => unknown,
  options: SubmitOptions<Field> = {},
): SubmitForm<Field> {
  const [check, setCheck] = useState<Check<Field>>({ errors: {}, message: undefined, focus: null });
  const [isSubmitting, setIsSubmitting] = useState(false);
  // A ref, not the state: two submits in one tick both see the state before either set it.
  const isRunning = useRef(false);
  const messageRef = useRef<HTMLParagraphElement | null>(null);
  /** The fields rendered now, by name: where a refusal can show, and where focus goes. */
  const placed = useRef(new Map<Field, HTMLElement>());
  // The submit reads the render's action and options, whichever render the form event comes from.
  const latest = useRef({ action, options });
  useLayoutEffect(() => {
    latest.current = { action, options };
  });

  const { focus } = check;
  useEffect(() => {
    if (!focus) return;
    const refused = focus.fields
      .map((name) => placed.current.get(name))
      .filter((element): element is HTMLElement => element !== undefined)
      .sort(inDocumentOrder);
    if (refused[0]) focusTargetOf(refused[0]).focus();
    else if (focus.toMessage) messageRef.current?.focus();
  }, [focus]);

  /** The messages of fields the form does not show, so that nothing said is lost. */
  const unplacedOf = useCallback(
    (errors: FieldErrors<Field>): string[] =>
      namesOf(errors)
        .filter((name) => !placed.current.has(name))
        .map((name) => errors[name] as string),
    [],
  );

  const show = useCallback(
    (errors: FieldErrors<Field>, message?: string) => {
      const text = message ?? (unplacedOf(errors).join(' ') || undefined);
      setCheck({ errors, message: text, focus: { fields: namesOf(errors), toMessage: text !== undefined } });
    },
    [unplacedOf],
  );

  const showFailure = useCallback(
    (error: unknown) => {
      const { options } = latest.current;
      const fallback = options.fallback ?? DEFAULT_WORDING;
      const failure = readFailure(error, options, { fallback, noAnswer: options.noAnswer ?? fallback });
      // Fields that show every message the refusal gave leave nothing for the form's message.
      const isAllPlaced = namesOf(failure.errors).length > 0 && unplacedOf(failure.errors).length === 0;
      show(failure.errors, isAllPlaced ? undefined : failure.message);
      options.onFailure?.(failure.message, error);
    },
    [show, unplacedOf],
  );

  const submit = useCallback(async (): Promise<boolean> => {
    if (isRunning.current) return false;
    const { action, options } = latest.current;
    const found = options.validate?.();
    if (found && namesOf(found).length > 0) {
      show(found);
      return false;
    }
    isRunning.current = true;
    setIsSubmitting(true);
    // What the last try said no longer holds while this one runs.
    setCheck((prev) =>
      namesOf(prev.errors).length === 0 && !prev.message ? prev : { ...prev, errors: {}, message: undefined },
    );
    try {
      await action();
      return true;
    } catch (error) {
      if (!isCancelled(error)) showFailure(error);
      return false;
    } finally {
      isRunning.current = false;
      setIsSubmitting(false);
    }
  }, [show, showFailure]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit();
    },
    [submit],
  );

  const clear = useCallback(
    (name: Field) =>
      setCheck((prev) => {
        if (prev.errors[name] === undefined) return prev;
        const errors = { ...prev.errors };
        delete errors[name];
        return { ...prev, errors };
      }),
    [],
  );

  const field = useCallback(
    (name: Field): FieldBinding => ({
      error: check.errors[name],
      onEdit: () => clear(name),
      ref: (element) => {
        if (element) placed.current.set(name, element);
        return () => {
          if (element && placed.current.get(name) === element) placed.current.delete(name);
        };
      },
    }),
    [check.errors, clear],
  );

  return {
    formProps: { onSubmit, noValidate: true },
    isSubmitting,
    errors: check.errors,
    message: check.message,
    messageProps: { message: check.message, ref: messageRef },
    field,
    show,
    submit,
  };
}
