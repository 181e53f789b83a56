import {
  SelectField,
  TextField,
  useApiQuery,
  type ResponseOf,
  type serviceAssigneesCall,
} from '@storefront/shared-kernel';
import { adminServiceRoutes } from '@storefront/shared-kernel/back-office';
import { DayRangeFields, ListFilters } from '../../components/list-filters';
import type { ListParams } from '../../components/use-list-params';
import { ASSIGNEE_MINE, ASSIGNEE_NOBODY, KIND_CHOICES, STATUS_CHOICES } from './service-words';

export type CaseFilter = 'status' | 'kind' | 'assignee' | 'from' | 'to' | 'customer' | 'caseNo';

export const CASE_FILTERS: Readonly<Record<CaseFilter, string>> = {
  status: '',
  kind: '',
  assignee: '',
  from: '',
  to: '',
  customer: '',
  caseNo: '',
};

type Assignees = ResponseOf<typeof serviceAssigneesCall>['staff'];
const selectStaff = (answer: ResponseOf<typeof serviceAssigneesCall>): Assignees => answer.staff;

/** The members a case can be assigned to, for the filter and the page's Assign (the list stays short). */
export const useAssignees = () =>
  useApiQuery(adminServiceRoutes.serviceAssignees, {}, { select: selectStaff, logFailureAs: 'the assignees' });

/** The assignee choices: the member signed in, nobody, then each member by name. */
export const assigneeChoices = (staff: Assignees | undefined) => [
  { value: ASSIGNEE_MINE, label: 'Me' },
  { value: ASSIGNEE_NOBODY, label: 'Unassigned' },
  ...(staff ?? []).map((member) => ({ value: String(member.id), label: member.name || member.email })),
];

/**
 * The case list's filters (docs/product.md §13.9): status, kind, assignee (anyone, me, unassigned or a
 * member), days, customer and case number. Applied together, into the address; Clear takes them all away.
 */
export function CaseFilters({ list }: { list: ListParams<CaseFilter> }) {
  const assignees = useAssignees();
  return (
    <ListFilters label="Filter the cases" list={list}>
      {(field) => (
        <>
          <SelectField label="Status" {...field('status')} options={STATUS_CHOICES} placeholder="All statuses" />
          <SelectField label="Kind" {...field('kind')} options={KIND_CHOICES} placeholder="Questions and quotes" />
          <SelectField
            label="Assignee"
            {...field('assignee')}
            options={assigneeChoices(assignees.data)}
            placeholder="Anyone"
          />
          <DayRangeFields from={field('from')} to={field('to')} />
          <TextField label="Customer" {...field('customer')} hint="Company, email or customer id." />
          <TextField label="Case number" inputMode="numeric" {...field('caseNo')} />
        </>
      )}
    </ListFilters>
  );
}
