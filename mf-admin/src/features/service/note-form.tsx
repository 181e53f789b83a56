import { useState } from 'react';
import { callApi, TextField } from '@storefront/shared-kernel';
import { adminServiceRoutes } from '@storefront/shared-kernel/back-office';
import { SERVICE_MESSAGE_MAX } from '@storefront/shared-kernel/service-desk';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { SAVED } from './service-words';
import { useCaseSave, type CaseFormProps } from './use-case-save';

export const NOTE_BLANK = 'Please enter a note.';

/** An internal note on the case (docs/product.md §13.9): in the thread for staff, never shown or sent to the buyer. */
export function NoteForm({ theCase, onSaved, onReload }: CaseFormProps) {
  const [note, setNote] = useState('');
  const save = useCaseSave<'note'>(
    async () => {
      const answer = await callApi(adminServiceRoutes.addServiceNote, {
        caseNo: theCase.caseNo,
        version: theCase.version,
        note: note.trim(),
      });
      setNote('');
      onSaved(answer.case, SAVED.note);
    },
    { validate: () => (note.trim() === '' ? { note: NOTE_BLANK } : undefined) },
  );
  const { form } = save;
  return (
    <Card id="note-title" title="Add an internal note">
      <form {...form.formProps} aria-labelledby="note-title">
        <TextField
          label="Internal note"
          name="note"
          multiline
          maxLength={SERVICE_MESSAGE_MAX}
          value={note}
          onChange={setNote}
          hint="For staff only: the buyer never sees it."
          field={form.field('note')}
          isRequired
        />
        <SaveFailure save={save} onReload={onReload} />
        <SubmitButton isBusy={form.isSubmitting}>Add note</SubmitButton>
      </form>
    </Card>
  );
}
