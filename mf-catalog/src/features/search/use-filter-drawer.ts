import { useState } from 'react';

/**
 * The small screens' filter drawer: the filters ticked but not yet applied, or null while it is closed.
 * Changing the category clears selected filters (docs/product.md §5.4), so a new category closes the drawer
 * and drops its draft: Apply must never carry one category's filters into another.
 */
export function useFilterDrawer(category: string) {
  const [draft, setDraft] = useState<number[] | null>(null);
  const [draftCategory, setDraftCategory] = useState(category);
  if (draftCategory !== category) {
    setDraftCategory(category);
    setDraft(null);
  }
  return [draft, setDraft] as const;
}
