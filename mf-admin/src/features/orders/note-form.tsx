import { useState } from 'react';
import { callApi, TextField } from '@storefront/shared-kernel';
import { adminOrderRoutes } from '@storefront/shared-kernel/back-office';
import { SAVED } from './order-words';
import { useOrderSave, type OrderFormProps } from './use-order-save';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';

/** The API's limit of the internal note (ORDER_NOTE_MAX). */
const NOTE_MAX = 2000;

/** The order's internal note (docs/product.md §13.3): for staff, never shown to the buyer. */
export function NoteForm({ order, onSaved, onReload }: OrderFormProps) {
  const [note, setNote] = useState(order.internalNote);
  const save = useOrderSave<'note'>(async () => {
    const answer = await callApi(adminOrderRoutes.setOrderNote, {
      orderNo: order.orderNo,
      version: order.version,
      note,
    });
    setNote(answer.order.internalNote);
    onSaved(answer.order, SAVED.note);
  });
  const { form } = save;
  return (
    <Card id="note-title" title="Internal note">
      <form {...form.formProps} aria-labelledby="note-title">
        <TextField
          label="Internal note"
          name="note"
          multiline
          maxLength={NOTE_MAX}
          value={note}
          onChange={setNote}
          hint="For staff only: the buyer never sees it."
          field={form.field('note')}
        />
        <SaveFailure save={save} onReload={onReload} />
        <SubmitButton isBusy={form.isSubmitting}>Save note</SubmitButton>
      </form>
    </Card>
  );
}
