/** A filter group of the sidebar: a code list div 88 entry with its values. */
export interface FilterGroup {
  id: number;
  name: string;
  items: { id: number; title: string }[];
}

interface CodeItem {
  idCode: number;
  codeNm: string;
  item1: string;
  item2: string;
}

const splitList = (text: string) => text.split(',').map((part) => part.trim());

/**
 * The groups a category offers (its filterGroup ids, in that order) built from the code list:
 * item1 holds the value ids and item2 their titles, position by position.
 */
export function buildFilterGroups(filterGroup: string, codes: readonly CodeItem[]): FilterGroup[] {
  const wanted = splitList(filterGroup)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return wanted.flatMap((groupId) => {
    const code = codes.find((c) => c.idCode === groupId);
    if (!code) return [];
    const titles = splitList(code.item2);
    const items = splitList(code.item1)
      .map((id, i) => ({ id: Number(id), title: titles[i] ?? '' }))
      .filter((item) => Number.isSafeInteger(item.id) && item.id > 0 && item.title !== '');
    return items.length > 0 ? [{ id: code.idCode, name: code.codeNm, items }] : [];
  });
}
