import { useState } from 'react';
import { callApi, invalidateApi, type AnswerOf } from '@storefront/shared-kernel';
import { adminContentRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import { moveSaveHook, useListDesk, type ListDesk, type ListDone } from '../../components/use-list-desk';
import { useVersionedSave, type VersionedSave, type VersionedSaveOptions } from '../../components/use-versioned-save';
import { ECATALOG_RECORD } from './content-words';

export type EcatalogsAnswer = AnswerOf<typeof adminContentRoutes.listAdminEcatalogs>;
export type EcatalogsDone = ListDone<EcatalogsAnswer>;

export interface EcatalogDesk extends ListDesk<typeof adminContentRoutes.listAdminEcatalogs> {
  /** What the member must still do after the last change (a catalog added without a cover). */
  stillToDo: string | null;
}

/**
 * The e-catalogs page (docs/product.md §13.7): one list, a notice, one catalog's dialog at a time. A change
 * answers the whole list, which becomes the read's answer (no second call); the audit log is read again.
 */
export function useEcatalogDesk(): EcatalogDesk {
  const [stillToDo, setStillToDo] = useState<string | null>(null);
  const desk = useListDesk(adminContentRoutes.listAdminEcatalogs, (answer) => {
    void invalidateApi(adminStaffRoutes.listAudit);
    setStillToDo(answer.notice ?? null);
  });
  return { ...desk, stillToDo };
}

/** A change of the e-catalogs: its refusal under its fields, the list it answers shown by `done`. */
export function useEcatalogSave<Field extends string>(
  action: () => Promise<EcatalogsAnswer>,
  done: (answer: EcatalogsAnswer) => void,
  options: VersionedSaveOptions<Field> = {},
): VersionedSave<Field> {
  return useVersionedSave<Field>(ECATALOG_RECORD, async () => done(await action()), options);
}

/** Up or Down on a catalog, one at a time: `save` holds the failure and the busy state. */
const useMoveSave = moveSaveHook(useEcatalogSave<never>);
export const useEcatalogMove = (done: EcatalogsDone) =>
  useMoveSave((step) => callApi(adminContentRoutes.moveEcatalog, step), done);
