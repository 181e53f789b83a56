import { useCallback, useEffect, useRef, useState } from 'react';

/** Quick steps and typed digits settle for this long before one save goes to the server. */
export const QUANTITY_SAVE_DELAY_MS = 400;

/**
 * A quantity shown at once and saved to the server when it settles. `serverQuantity` is what the
 * server last said (the line after a reload); `save` stores a new one and rejects on failure, after
 * which the shown value goes back to the server's. A pending change is saved on unmount too.
 */
export function useSavedQuantity(
  serverQuantity: number,
  save: (quantity: number) => Promise<void>,
): { quantity: number; isSaving: boolean; change: (quantity: number) => void } {
  const [quantity, setQuantity] = useState(serverQuantity);
  const [shownServerQuantity, setShownServerQuantity] = useState(serverQuantity);
  const [isSaving, setIsSaving] = useState(false);
  const pending = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  if (shownServerQuantity !== serverQuantity) {
    // A reload brought a new quantity: show it unless the buyer is still changing this line.
    setShownServerQuantity(serverQuantity);
    if (pending.current === null) setQuantity(serverQuantity);
  }

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next === null) return Promise.resolve();
    setIsSaving(true);
    return saveRef.current(next).then(
      () => setIsSaving(false),
      () => {
        setIsSaving(false);
        setQuantity(serverQuantity);
      },
    );
  }, [serverQuantity]);

  const change = useCallback(
    (next: number) => {
      if (!Number.isSafeInteger(next) || next < 1) return; // spec section 5: positive quantities only
      setQuantity(next);
      pending.current = next === serverQuantity ? null : next;
      clearTimeout(timer.current);
      if (pending.current !== null) timer.current = setTimeout(() => void flush(), QUANTITY_SAVE_DELAY_MS);
    },
    [flush, serverQuantity],
  );

  useEffect(
    () => () => {
      // Leaving the page must not lose the last change.
      clearTimeout(timer.current);
      const next = pending.current;
      pending.current = null;
      if (next !== null) saveRef.current(next).catch(() => undefined);
    },
    [],
  );

  return { quantity, isSaving, change };
}
