import { useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { setCachedAnswer, useApiQuery, type AnswerOf, type ApiRoute, type InputOf } from '@storefront/shared-kernel';
import type { NoticeText } from './notice';
import type { VersionedSave } from './use-versioned-save';

/** Shows the list a change answered, and says what it did. */
export type ListDone<Answer> = (answer: Answer, notice: string) => void;

export interface ListDesk<List extends ApiRoute, Editing = number> {
  /** The page's list, as the last read or change answered it. */
  list: UseQueryResult<AnswerOf<List>>;
  /** What the last change did. */
  notice: NoticeText | null;
  /** What the open dialog changes; null when none is open. */
  editing: Editing | null;
  setEditing: (editing: Editing | null) => void;
  /** Shows a change's answer, says what it did and closes the dialog. */
  done: ListDone<AnswerOf<List>>;
}

/**
 * A back-office page of one ordered list read with no input (brands, categories, filters, e-catalogs): a
 * notice, one dialog at a time (by the row's id, unless told). A change answers the whole list, which
 * becomes the read's answer (no second call); `afterChange` hears it too.
 */
export function useListDesk<List extends ApiRoute, Editing = number>(
  route: List,
  afterChange?: (answer: AnswerOf<List>) => void,
): ListDesk<List, Editing> {
  // These lists take no input.
  const input = {} as InputOf<List>;
  const list = useApiQuery(route, input);
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const done: ListDone<AnswerOf<List>> = (answer, text) => {
    setCachedAnswer(route, input, answer);
    afterChange?.(answer);
    setNotice({ tone: 'success', text });
    setEditing(null);
  };
  return { list, notice, editing, setEditing, done };
}

export interface MoveStep {
  id: number;
  direction: 'up' | 'down';
}

type SaveHook<Answer> = (action: () => Promise<Answer>, done: (answer: Answer) => void) => VersionedSave<never>;

/**
 * The Up and Down of a page whose changes save through `useSave` (what a change of its list reads again,
 * its record's name in a conflict): `useMoveSave(send, done)` moves a row, one at a time; `save` holds the
 * failure and the busy state.
 */
export function moveSaveHook<Answer>(useSave: SaveHook<Answer>) {
  return function useMoveSave(send: (step: MoveStep) => Promise<Answer>, done: ListDone<Answer>) {
    // The step the submit sends: a move is a submit without a form of its own.
    const moving = useRef<MoveStep>({ id: 0, direction: 'up' });
    const save = useSave(
      () => send(moving.current),
      (answer) => done(answer, 'The order is saved.'),
    );
    const move = (id: number, direction: MoveStep['direction']) => {
      moving.current = { id, direction };
      void save.form.submit();
    };
    return { save, move };
  };
}
