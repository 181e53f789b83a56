import { Button, callApi, Dialog, type AnswerOf, type FilterGroup } from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import { Card } from '../../components/card';
import { ListStatus } from '../../components/list-status';
import { Notice } from '../../components/notice';
import { SaveFailure } from '../../components/use-versioned-save';
import { CatalogueNav } from './catalogue-nav';
import { NameForm } from './name-form';
import { useListDesk } from '../../components/use-list-desk';
import { useReferenceSave, type ReferenceDone } from './use-reference-save';
import styles from './catalogue.module.css';

type FiltersAnswer = AnswerOf<typeof adminCatalogueRoutes.listFilters>;
type Done = ReferenceDone<FiltersAnswer>;

type Renaming = { kind: 'group'; group: FilterGroup } | { kind: 'value'; group: FilterGroup; id: number; name: string };

function RenameDialog({ renaming, onClose, done }: { renaming: Renaming; onClose: () => void; done: Done }) {
  const isGroup = renaming.kind === 'group';
  const current = isGroup ? renaming.group.name : renaming.name;
  return (
    <Dialog open onClose={onClose} title={`Rename ${current}`}>
      <NameForm
        label={isGroup ? 'Group name' : 'Value name'}
        button="Rename"
        initial={current}
        hint={isGroup ? undefined : 'Every product tagged with it shows the new name.'}
        save={(name) =>
          renaming.kind === 'group'
            ? callApi(adminCatalogueRoutes.renameFilterGroup, { id: renaming.group.id, name })
            : callApi(adminCatalogueRoutes.renameFilterValue, { id: renaming.id, name })
        }
        said={(name) => `${current} is now ${name}.`}
        done={done}
      />
    </Dialog>
  );
}

/** One group: its values (each renamed, the last one deleted when unused), a new value, and the group's own changes. */
function GroupCard({
  group,
  done,
  onRename,
}: {
  group: FilterGroup;
  done: Done;
  onRename: (renaming: Renaming) => void;
}) {
  const titleId = `filter-group-${group.id}`;
  const last = group.values.at(-1);
  const removeValue = useReferenceSave<never, FiltersAnswer>(
    () => callApi(adminCatalogueRoutes.deleteFilterValue, { id: last!.id }),
    (answer) => done(answer, `${last!.name} is deleted.`),
  );
  const removeGroup = useReferenceSave<never, FiltersAnswer>(
    () => callApi(adminCatalogueRoutes.deleteFilterGroup, { id: group.id }),
    (answer) => done(answer, `${group.name} is deleted.`),
  );
  const isUsed = group.values.some((value) => value.productCount > 0);
  return (
    <Card id={titleId} title={group.name}>
      <p>
        Offered by {group.categoryCount} {group.categoryCount === 1 ? 'category' : 'categories'}.
      </p>
      {group.values.length === 0 ? <p>No values yet.</p> : null}
      <ul className={styles.rows} aria-labelledby={titleId}>
        {group.values.map((value) => (
          <li key={value.id} className={styles.row}>
            <span>
              {value.name} ({value.productCount} {value.productCount === 1 ? 'product' : 'products'})
            </span>
            <Button
              size="small"
              variant="secondary"
              onClick={() => onRename({ kind: 'value', group, id: value.id, name: value.name })}
              aria-label={`Rename: ${value.name}`}
            >
              Rename
            </Button>
            {value.id === last?.id && value.productCount === 0 ? (
              <Button
                size="small"
                variant="secondary"
                isBusy={removeValue.form.isSubmitting}
                onClick={() => void removeValue.form.submit()}
                aria-label={`Delete: ${value.name}`}
              >
                Delete
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <SaveFailure save={removeValue} />
      <NameForm
        label="Value name"
        button={`Add a value to ${group.name}`}
        hint="No commas."
        save={(name) => callApi(adminCatalogueRoutes.addFilterValue, { groupId: group.id, name })}
        said={(name) => `${name} is added to ${group.name}.`}
        done={done}
      />
      <div className={styles.row}>
        <Button
          size="small"
          variant="secondary"
          onClick={() => onRename({ kind: 'group', group })}
          aria-label={`Rename group: ${group.name}`}
        >
          Rename group
        </Button>
        {isUsed ? null : (
          <Button
            size="small"
            variant="secondary"
            isBusy={removeGroup.form.isSubmitting}
            onClick={() => void removeGroup.form.submit()}
            aria-label={`Delete group: ${group.name}`}
          >
            Delete group
          </Button>
        )}
      </div>
      <SaveFailure save={removeGroup} />
    </Card>
  );
}

function FiltersDesk() {
  const {
    list: filters,
    notice,
    editing: renaming,
    setEditing: setRenaming,
    done,
  } = useListDesk<typeof adminCatalogueRoutes.listFilters, Renaming>(adminCatalogueRoutes.listFilters);
  return (
    <>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <Card id="add-group-title" title="Add a filter group">
        <NameForm
          label="Group name"
          button="Add group"
          save={(name) => callApi(adminCatalogueRoutes.addFilterGroup, { name })}
          said={(name) => `${name} is added. Choose the categories that offer it on the Categories page.`}
          done={done}
        />
      </Card>
      <ListStatus query={filters} what="filters" />
      {(filters.data?.groups ?? []).map((group) => (
        <GroupCard key={group.id} group={group} done={done} onRename={setRenaming} />
      ))}
      {renaming ? <RenameDialog renaming={renaming} onClose={() => setRenaming(null)} done={done} /> : null}
    </>
  );
}

/**
 * The filters (docs/product.md §13.5, /admin/catalogue/filters): the groups the search page's filter panel
 * offers and their values. Add and rename; a group none of whose values a product uses, and a group's last
 * value when unused, can be deleted (a value's id is its place in its group).
 */
export default function FiltersPage() {
  return (
    <AdminPage
      title="Filters"
      area="catalog"
      description="The search page's filter panel follows these groups."
      actions={<CatalogueNav />}
    >
      <FiltersDesk />
    </AdminPage>
  );
}
