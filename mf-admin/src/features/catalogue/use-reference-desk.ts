import { useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { setCachedAnswer, useApiQuery, type AnswerOf, type ApiRoute, type InputOf } from '@storefront/shared-kernel';
import type { NoticeText } from '../../components/notice';
import { useReferenceSave, type ReferenceDone } from './use-reference-save';

export interface ReferenceDesk<List extends ApiRoute, Editing = number> {
  /** The page's list, as the last read or change answered it. */
  list: UseQueryResult<AnswerOf<List>>;
  /** What the last change did. */
  notice: NoticeText | null;
  /** What the open dialog changes; null when none is open. */
  editing: Editing | null;
  setEditing: (editing: Editing | null) => void;
  /** Shows a change's answer, says what it did and closes the dialog. */
  done: ReferenceDone<AnswerOf<List>>;
}

/**
 * The brands, categories and filters pages (docs/product.md §13.5): one list read with no input, a notice,
 * one dialog at a time (a brand's or category's, by its id, unless told). A change answers the whole list,
 * which becomes the read's answer (no second call).
 */
export function useReferenceDesk<List extends ApiRoute, Editing = number>(route: List): ReferenceDesk<List, Editing> {
  // The three lists take no input.
  const input = {} as InputOf<List>;
  const list = useApiQuery(route, input);
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const done: ReferenceDone<AnswerOf<List>> = (answer, text) => {
    setCachedAnswer(route, input, answer);
    setNotice({ tone: 'success', text });
    setEditing(null);
  };
  return { list, notice, editing, setEditing, done };
}

export interface MoveStep {
  id: number;
  direction: 'up' | 'down';
}

/** Up or Down on a brand or a category, one at a time: `save` holds the failure and the busy state. */
export function useMoveSave<Answer>(send: (step: MoveStep) => Promise<Answer>, done: ReferenceDone<Answer>) {
  // The step the submit sends: a move is a submit without a form of its own.
  const moving = useRef<MoveStep>({ id: 0, direction: 'up' });
  const save = useReferenceSave<never, Answer>(
    () => send(moving.current),
    (answer) => done(answer, 'The order is saved.'),
  );
  const move = (id: number, direction: MoveStep['direction']) => {
    moving.current = { id, direction };
    void save.form.submit();
  };
  return { save, move };
}
