import { useState } from 'react';
import {
  Button,
  describeFailure,
  FormMessage,
  useSubmit,
  type CallFailure,
  type SubmitForm,
  type SubmitOptions,
} from '@storefront/shared-kernel';
import pageStyles from './admin.module.css';

export interface VersionedSave<Field extends string> {
  form: SubmitForm<Field>;
  /** The last save was refused because the record changed since it was read (409): only Reload helps. */
  isConflict: boolean;
}

/** What the caller gives useSubmit itself: the failure's wording and the conflict are this hook's. */
export type VersionedSaveOptions<Field extends string> = Omit<
  SubmitOptions<Field>,
  'onFailure' | 'fallback' | 'noAnswer'
>;

/** What differs between the desks that save a record read at a version: their words, and which refusal is the 409. */
export interface VersionedRecord {
  /** The message for a refusal the server gave no message for. */
  fallback: string;
  /** The message when no answer came: the save may have been made, so it says to reload. */
  noAnswer: string;
  /** Whether a refusal says the record changed since it was read. */
  isChanged: (refusal: Extract<CallFailure, { kind: 'refused' }>) => boolean;
}

/**
 * useSubmit for a save of a record read at a version (an order, docs/product.md §13.3; a product, §13.5): a
 * refusal marks its fields, and a save made from a version that is no longer the record's (409) is told
 * apart, so the form can offer Reload. What the member typed stays meanwhile: the page starts the forms over
 * only when it reloads.
 */
export function useVersionedSave<Field extends string>(
  record: VersionedRecord,
  action: () => Promise<void>,
  options: VersionedSaveOptions<Field> = {},
): VersionedSave<Field> {
  const [isConflict, setIsConflict] = useState(false);
  const form = useSubmit<Field>(
    async () => {
      setIsConflict(false);
      await action();
    },
    {
      ...options,
      fallback: record.fallback,
      noAnswer: record.noAnswer,
      onFailure: (_message, error) => {
        const failure = describeFailure(error);
        setIsConflict(failure.kind === 'refused' && record.isChanged(failure));
      },
    },
  );
  return { form, isConflict };
}

/**
 * A save's failure (the server's words), with Reload after the record changed since it was read; a save
 * with nothing to reload (a brand, a category) gives no onReload.
 */
export function SaveFailure<Field extends string>({
  save,
  onReload,
}: {
  save: VersionedSave<Field>;
  onReload?: () => void;
}) {
  return (
    <>
      <FormMessage {...save.form.messageProps} />
      {save.isConflict && onReload ? (
        <div className={pageStyles.actions}>
          <Button variant="secondary" onClick={onReload}>
            Reload
          </Button>
        </div>
      ) : null}
    </>
  );
}
