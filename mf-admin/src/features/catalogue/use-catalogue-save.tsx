import { useState } from 'react';
import {
  Button,
  describeFailure,
  FormMessage,
  useSubmit,
  type SubmitForm,
  type SubmitOptions,
} from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';
import { NO_ANSWER, PRODUCT_CHANGED, SAVE_FAILED } from './catalogue-words';

export interface CatalogueSave<Field extends string> {
  form: SubmitForm<Field>;
  /** The last save was refused because the product changed since it was read (409): only Reload helps. */
  isConflict: boolean;
}

/**
 * useSubmit for a change on the catalogue's pages (docs/product.md §13.5): a refusal marks its fields, and a
 * change made from a version that is no longer the product's (409) is told apart, so the page can offer
 * Reload. What the member typed stays meanwhile.
 */
export function useCatalogueSave<Field extends string>(
  action: () => Promise<void>,
  options: Omit<SubmitOptions<Field>, 'onFailure' | 'fallback' | 'noAnswer'> = {},
): CatalogueSave<Field> {
  const [isConflict, setIsConflict] = useState(false);
  const form = useSubmit<Field>(
    async () => {
      setIsConflict(false);
      await action();
    },
    {
      ...options,
      fallback: SAVE_FAILED,
      noAnswer: NO_ANSWER,
      onFailure: (_message, error) => {
        const failure = describeFailure(error);
        setIsConflict(failure.kind === 'refused' && failure.code === PRODUCT_CHANGED);
      },
    },
  );
  return { form, isConflict };
}

/** A save's failure (the server's words), with Reload after the product changed since it was read. */
export function SaveFailure<Field extends string>({
  save,
  onReload,
}: {
  save: CatalogueSave<Field>;
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
