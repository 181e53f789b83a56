import type { MenuNode } from '../shell-api';

export interface MenuEntry {
  id: number;
  name: string;
  /** The dash form used in /search?category=. */
  slug: string;
  children: MenuEntry[];
}

/** Turns the flat menu list (parent id `pCode`, 0 at the top) into top-level entries with children. */
export const buildMenuTree = (nodes: MenuNode[]): MenuEntry[] => {
  const entries = new Map<number, MenuEntry>(
    nodes.map((node) => [node.idWebCate, { id: node.idWebCate, name: node.cateNm, slug: node.slug, children: [] }]),
  );
  const roots: MenuEntry[] = [];
  for (const node of nodes) {
    const entry = entries.get(node.idWebCate);
    if (!entry) continue;
    const parent = entries.get(node.pCode);
    if (parent && parent !== entry) parent.children.push(entry);
    else roots.push(entry);
  }
  return roots;
};
