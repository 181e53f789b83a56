/**
 * Moves focus to a form's field by name: after a failed check, to the first field in error, so a
 * keyboard or screen-reader user lands on it and hears its message (tied to it by aria-describedby).
 * Left on the submit button, they heard nothing.
 */
export function focusField(form: HTMLFormElement, name: string | undefined): void {
  if (!name) return;
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
