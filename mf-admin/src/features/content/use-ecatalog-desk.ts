import { useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { callApi, invalidateApi, setCachedAnswer, useApiQuery, type AnswerOf } from '@storefront/shared-kernel';
import { adminContentRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import type { NoticeText } from '../../components/notice';
import { useVersionedSave, type VersionedSave, type VersionedSaveOptions } from '../../components/use-versioned-save';
import { ECATALOG_RECORD } from './content-words';

export type EcatalogsAnswer = AnswerOf<typeof adminContentRoutes.listAdminEcatalogs>;
/** Shows the list a change answered, and says what it did. */
export type EcatalogsDone = (answer: EcatalogsAnswer, notice: string) => void;

export interface EcatalogDesk {
  list: UseQueryResult<EcatalogsAnswer>;
  /** What the last change did. */
  notice: NoticeText | null;
  /** What the member must still do after it (a catalog added without a cover). */
  stillToDo: string | null;
  /** The catalog whose dialog is open; null when none is. */
  editing: number | null;
  setEditing: (id: number | null) => void;
  done: EcatalogsDone;
}

/**
 * The e-catalogs page (docs/product.md §13.7): one list, a notice, one catalog's dialog at a time. A change
 * answers the whole list, which becomes the read's answer (no second call); the audit log is read again.
 */
export function useEcatalogDesk(): EcatalogDesk {
  const list = useApiQuery(adminContentRoutes.listAdminEcatalogs, {});
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const [stillToDo, setStillToDo] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const done: EcatalogsDone = (answer, text) => {
    setCachedAnswer(adminContentRoutes.listAdminEcatalogs, {}, answer);
    void invalidateApi(adminStaffRoutes.listAudit);
    setNotice({ tone: 'success', text });
    setStillToDo(answer.notice ?? null);
    setEditing(null);
  };
  return { list, notice, stillToDo, editing, setEditing, done };
}

/** A change of the e-catalogs: its refusal under its fields, the list it answers shown by `done`. */
export function useEcatalogSave<Field extends string>(
  action: () => Promise<EcatalogsAnswer>,
  done: (answer: EcatalogsAnswer) => void,
  options: VersionedSaveOptions<Field> = {},
): VersionedSave<Field> {
  return useVersionedSave<Field>(ECATALOG_RECORD, async () => done(await action()), options);
}

export interface MoveStep {
  id: number;
  direction: 'up' | 'down';
}

/** Up or Down on a catalog, one at a time: `save` holds the failure and the busy state. */
export function useEcatalogMove(done: EcatalogsDone) {
  const moving = useRef<MoveStep>({ id: 0, direction: 'up' });
  const save = useEcatalogSave<never>(
    () => callApi(adminContentRoutes.moveEcatalog, moving.current),
    (answer) => done(answer, 'The order is saved.'),
  );
  const move = (id: number, direction: MoveStep['direction']) => {
    moving.current = { id, direction };
    void save.form.submit();
  };
  return { save, move };
}
