import type { MenuNode } from '../shell-api';

export interface MenuEntry {
  id: number;
  name: string;
  children: MenuEntry[];
}

/** Turns the flat menu list (parent code `pCode`, `level`) into top-level entries with children. */
export const buildMenuTree = (nodes: MenuNode[]): MenuEntry[] => {
  const entries = new Map<number, MenuEntry>(
    nodes.map((node) => [node.idWebCate, { id: node.idWebCate, name: node.cateNm, children: [] }]),
  );
  const roots: MenuEntry[] = [];
  for (const node of nodes) {
    const entry = entries.get(node.idWebCate);
    if (!entry) continue;
    const parent = node.pCode === null ? undefined : entries.get(node.pCode);
    if (parent && parent !== entry) parent.children.push(entry);
    else roots.push(entry);
  }
  return roots;
};
