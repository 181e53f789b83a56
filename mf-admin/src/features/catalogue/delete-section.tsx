import { Button } from '@storefront/shared-kernel';
import { SaveFailure } from '../../components/use-versioned-save';
import { useReferenceSave, type ReferenceDone } from './use-reference-save';

export interface DeleteSectionProps<Answer> {
  /** Nothing uses it: the button is offered. */
  canDelete: boolean;
  /** Why it can or cannot be deleted: what uses it, or that nothing does. */
  reason: string;
  /** What the button says: 'Delete brand'. */
  button: string;
  remove: () => Promise<Answer>;
  /** What the page says once it is deleted. */
  said: string;
  done: ReferenceDone<Answer>;
}

/**
 * The end of a brand's or category's dialog (docs/product.md §13.5): nothing a product uses is deleted, so it
 * says what uses it, and offers Delete only when nothing does. The API still refuses (409) what came to be used.
 */
export function DeleteSection<Answer>({ canDelete, reason, button, remove, said, done }: DeleteSectionProps<Answer>) {
  const save = useReferenceSave<never, Answer>(remove, (answer) => done(answer, said));
  return (
    <>
      <p>{reason}</p>
      {canDelete ? (
        <Button variant="secondary" isBusy={save.form.isSubmitting} onClick={() => void save.form.submit()}>
          {button}
        </Button>
      ) : null}
      <SaveFailure save={save} />
    </>
  );
}
