import { useState } from 'react';
import {
  Button,
  describeFailure,
  FormMessage,
  useSubmit,
  type AdminOrderDetail,
  type SubmitForm,
  type SubmitOptions,
} from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';
import { NO_ANSWER, ORDER_CHANGED, SAVE_FAILED } from './order-words';

/** What each of the order page's forms is given: the order as the member read it, and what to do with a save. */
export interface OrderFormProps {
  order: AdminOrderDetail;
  /** The save was kept: the page shows the order as answered, and says `notice`. */
  onSaved: (order: AdminOrderDetail, notice: string) => void;
  /** Reads the order again: every form starts over from it (what the member typed goes). */
  onReload: () => void;
}

export interface OrderSave<Field extends string> {
  form: SubmitForm<Field>;
  /** The last save was refused because someone saved the order in between (409): only Reload helps. */
  isConflict: boolean;
}

/**
 * useSubmit for a save of the order desk (docs/product.md §13.3): the refusal marks the failing field, and a
 * save made from a version that is no longer the order's (409) is told apart, so the form can offer Reload.
 * What the member typed stays in the form meanwhile: the page starts the forms over only when it reloads.
 */
export function useOrderSave<Field extends string>(
  action: () => Promise<void>,
  options: Omit<SubmitOptions<Field>, 'onFailure' | 'fallback' | 'noAnswer'> = {},
): OrderSave<Field> {
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
        setIsConflict(failure.kind === 'refused' && (failure.code === ORDER_CHANGED || failure.status === 409));
      },
    },
  );
  return { form, isConflict };
}

/** A form's failure (the server's words), with Reload after a save another member's save overtook. */
export function SaveFailure<Field extends string>({
  save,
  onReload,
}: {
  save: OrderSave<Field>;
  onReload: () => void;
}) {
  return (
    <>
      <FormMessage {...save.form.messageProps} />
      {save.isConflict ? (
        <div className={pageStyles.actions}>
          <Button variant="secondary" onClick={onReload}>
            Reload
          </Button>
        </div>
      ) : null}
    </>
  );
}
