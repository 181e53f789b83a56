import { useState } from 'react';
import { callApi, SelectField } from '@storefront/shared-kernel';
import { adminServiceRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { useAssignees } from './case-filters';
import { SAVED } from './service-words';
import { useCaseSave, type CaseFormProps } from './use-case-save';

/**
 * Who follows the case up (docs/product.md §13.9): a member of the service desk's roles, or nobody. Given to
 * someone, a New case becomes Open.
 */
export function AssignForm({ theCase, onSaved, onReload }: CaseFormProps) {
  const assignees = useAssignees();
  const [staffId, setStaffId] = useState(theCase.assignee ? String(theCase.assignee.id) : '');
  // The members the API offers; the one assigned now stays a choice even if the list could not be read.
  const members = assignees.data ?? (theCase.assignee ? [theCase.assignee] : []);
  const choices = members.map((member) => ({ value: String(member.id), label: member.name || member.email }));
  const save = useCaseSave<'staffId'>(async () => {
    const answer = await callApi(adminServiceRoutes.assignServiceCase, {
      caseNo: theCase.caseNo,
      version: theCase.version,
      staffId: staffId === '' ? null : Number(staffId),
    });
    const { assignee } = answer.case;
    onSaved(answer.case, SAVED.assigned(assignee ? assignee.name || assignee.email : null));
  });
  const { form } = save;
  return (
    <Card id="assign-title" title="Assignee">
      <form {...form.formProps} aria-labelledby="assign-title">
        <div className={pageStyles.fields}>
          <SelectField
            label="Assign to"
            name="staffId"
            value={staffId}
            onChange={setStaffId}
            options={choices}
            placeholder="Nobody"
            field={form.field('staffId')}
          />
        </div>
        <SaveFailure save={save} onReload={onReload} />
        <SubmitButton isBusy={form.isSubmitting}>Assign</SubmitButton>
      </form>
    </Card>
  );
}
