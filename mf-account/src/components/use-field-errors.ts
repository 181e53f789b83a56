import { useCallback, useRef, useState } from 'react';
import { describeFailure, useFocusFirstInvalid } from '@storefront/shared-kernel';

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** How a form reads the server's refusal where its words differ from the API's. */
export interface RefusalReading<Name extends string> {
  /** The form's field for an API field of another name (`cpassword` is Old Password). */
  renamed?: Partial<Record<string, Name>>;
  /** A refusal naming no field that is still about one, by its code (`WRONG_PASSWORD`): its message goes there. */
  byCode?: Partial<Record<string, Name>>;
}

/**
 * A form's per-field messages (each shown under its field by TextField), from its own checks or from the
 * server's refusal. Focus moves to the first field in error after each check, not after an edit: a
 * field that clears its own error while typed in must not send the caret to the next one.
 */
export function useFieldErrors<Name extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<{ errors: FieldErrors<Name>; check: number }>({ errors: {}, check: 0 });
  useFocusFirstInvalid(formRef, state.check);

  /** Marks the fields of one check (an empty set clears them all). */
  const show = useCallback((errors: FieldErrors<Name>) => setState((prev) => ({ errors, check: prev.check + 1 })), []);

  /**
   * Marks the fields a 400 answer names (by the last part of their path, or as `renamed`), and the field
   * a refusal of a code in `byCode` is about; other refusals clear them. A name the form has no field
   * for is shown nowhere: the alert still carries the message.
   */
  const showRefusal = useCallback(
    (error: unknown, { renamed = {}, byCode = {} }: RefusalReading<Name> = {}) => {
      const errors: FieldErrors<Name> = {};
      const failure = describeFailure(error);
      if (failure.kind === 'refused') {
        for (const [name, message] of Object.entries(failure.fields)) errors[renamed[name] ?? (name as Name)] = message;
        const about = failure.code === undefined ? undefined : byCode[failure.code];
        if (about !== undefined && failure.message) errors[about] ??= failure.message;
      }
      show(errors);
    },
    [show],
  );

  /** An edited field drops its own message; the others stay until the next check. */
  const clear = useCallback(
    (name: Name) =>
      setState((prev) => {
        if (prev.errors[name] === undefined) return prev;
        const errors = { ...prev.errors };
        delete errors[name];
        return { ...prev, errors };
      }),
    [],
  );

  return { formRef, errors: state.errors, show, showRefusal, clear };
}
