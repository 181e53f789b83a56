import { useCallback, useEffect, useRef, useState } from 'react';

/** Quick steps and typed digits settle for this long before one save goes to the server. */
export const QUANTITY_SAVE_DELAY_MS = 400;

export interface SavedQuantity {
  quantity: number;
  isSaving: boolean;
  change: (quantity: number) => void;
}

/**
 * A quantity shown at once and saved to the server when it settles. `serverQuantity` is what the
 * server last said (the line after a reload); `save` stores a new one (reloading before it resolves)
 * and rejects on failure. Saves go one at a time, in order, so the buyer's last choice is the one
 * the server ends with; once nothing is left to send, the line shows the server's quantity again.
 * A pending change is saved on unmount too, unless `isRemoving`: a line on its way out saves nothing.
 */
export function useSavedQuantity(
  serverQuantity: number,
  save: (quantity: number) => Promise<void>,
  isRemoving = false,
): SavedQuantity {
  // The buyer's choice until the server has settled it: a reload answering an older save (or
  // arriving before this one is sent) must not overwrite it on screen.
  const [choice, setChoice] = useState<number | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const pending = useRef<number | null>(null);
  const inFlight = useRef<number | null>(null);
  const lastSave = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ serverQuantity, save, isRemoving });
  useEffect(() => {
    latest.current = { serverQuantity, save, isRemoving };
  });

  const send = useCallback(function sendPending(): void {
    timer.current = undefined;
    if (inFlight.current !== null) return; // it goes once the save on its way settles
    const next = pending.current;
    pending.current = null;
    if (next === null || latest.current.isRemoving) {
      setChoice(null);
      setIsSaving(false);
      return;
    }
    inFlight.current = next;
    setIsSaving(true);
    const settle = () => {
      inFlight.current = null;
      // A choice made meanwhile goes now, unless the buyer is still changing it (its timer will).
      if (pending.current !== null) {
        if (timer.current === undefined) sendPending();
        return;
      }
      setChoice(null);
      setIsSaving(false);
    };
    lastSave.current = latest.current.save(next).then(settle, settle);
  }, []);

  const change = useCallback(
    (next: number) => {
      if (!Number.isSafeInteger(next) || next < 1) return; // docs/product.md §6.2: whole positive quantities only
      setChoice(next);
      clearTimeout(timer.current);
      timer.current = undefined;
      // Compared with what the server will hold once the save on its way (if any) is done.
      const expected = inFlight.current ?? latest.current.serverQuantity;
      if (next === expected) {
        pending.current = null;
        if (inFlight.current === null) setChoice(null);
        return;
      }
      pending.current = next;
      timer.current = setTimeout(send, QUANTITY_SAVE_DELAY_MS);
    },
    [send],
  );

  useEffect(
    () => () => {
      // Leaving the page must not lose the last change; it goes after any save still on its way.
      clearTimeout(timer.current);
      const next = pending.current;
      pending.current = null;
      const { save: saveNow, isRemoving: isGone } = latest.current;
      if (next === null || isGone) return;
      const saveQuietly = () => saveNow(next).catch(() => undefined);
      if (inFlight.current === null) void saveQuietly();
      else void lastSave.current.then(saveQuietly);
    },
    [],
  );

  return { quantity: choice ?? serverQuantity, isSaving, change };
}
