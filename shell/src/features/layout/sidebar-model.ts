// What the sidebar lists: every loaded area's items plus the shell's own, filtered by role and search,
// grouped by category in the platform's order.
import { SIDEBAR_CATEGORIES, showsInSidebar, type SidebarCategory, type SidebarItem, type User } from '@campus/shared-ui';

export interface SidebarEntry extends SidebarItem {
  /** Unique across areas: '<area id>:<item key>'. */
  id: string;
  label: string;
}

export interface SidebarGroup {
  category: SidebarCategory;
  entries: SidebarEntry[];
}

export interface AreaSidebar {
  areaId: string;
  items: SidebarItem[];
}

/** Case- and accent-insensitive, so 'курс' finds 'Курсы' and 'dean' finds "Dean's office". */
function normalise(text: string): string {
  return text.toLocaleLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '').trim();
}

export function buildSidebar(
  areas: AreaSidebar[],
  user: User | null,
  translate: (key: string) => string,
  search: string,
): SidebarGroup[] {
  const query = normalise(search);
  const entries = areas.flatMap(({ areaId, items }) =>
    items
      .filter((item) => showsInSidebar(item, user))
      .map((item) => ({ ...item, id: `${areaId}:${item.key}`, label: translate(item.labelKey) })),
  );
  const visible = query ? entries.filter((entry) => normalise(entry.label).includes(query)) : entries;
  return SIDEBAR_CATEGORIES.map((category) => ({
    category,
    entries: visible.filter((entry) => entry.category === category),
  })).filter((group) => group.entries.length > 0);
}

/** The entry whose path is the longest prefix of the location ('/admin/users/7' → '/admin/users'). */
export function selectedEntryId(groups: SidebarGroup[], pathname: string): string | undefined {
  const trim = (path: string) => path.replace(/\/+$/, '') || '/';
  const current = trim(pathname);
  let best: SidebarEntry | undefined;
  for (const entry of groups.flatMap((group) => group.entries)) {
    const path = trim(entry.path);
    const owns = current === path || current.startsWith(path === '/' ? '/' : `${path}/`);
    if (owns && (!best || path.length > trim(best.path).length)) best = entry;
  }
  return best?.id;
}
