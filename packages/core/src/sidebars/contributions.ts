import type { SidebarContribution, SidebarItemConfig, SidebarsConfig } from '@docgen/config';
import { type Diagnostic, closest, locateInSource } from '@docgen/diagnostics';
import { DEFAULT_SIDEBAR, LEGACY_DEFAULT_SIDEBAR } from './read-file.js';

/**
 * The sidebars with plugins' items in place: each `{ type: 'generated', id }` item of the file
 * becomes the items of the contribution of that id; a contribution no item places is appended
 * to its `sidebar` (made when the file has none of that name), else to the first sidebar.
 * Without contributions (`docgen version`, which runs no plugin) `generated` items are left out.
 */
export function placeContributions(
  config: SidebarsConfig,
  contributions: SidebarContribution[] | undefined,
  where: { relFile: string | undefined; source: string },
  diagnostics: Diagnostic[],
  /** The sidebars are made from the folder tree: a contribution to "docs" (their earlier name) goes to `defaultSidebar`. */
  generated = false,
): SidebarsConfig {
  const byId = new Map((contributions ?? []).map((c) => [c.id, c]));
  const placed = new Set<string>();
  const replace = (sidebar: string, items: SidebarItemConfig[]): SidebarItemConfig[] =>
    items.flatMap((item): SidebarItemConfig[] => {
      if (typeof item === 'string') return [item];
      if (item.type === 'category') return [{ ...item, items: replace(sidebar, item.items) }];
      if (item.type !== 'generated') return [item];
      const found = byId.get(item.id);
      if (found) {
        placed.add(item.id);
        return found.items;
      }
      if (contributions === undefined) return [];
      const near = closest(item.id, [...byId.keys()]);
      diagnostics.push({
        name: 'UnknownSidebarGenerated',
        severity: 'error',
        message: `Sidebar "${sidebar}" places the generated items "${item.id}", which no plugin gives.`,
        file: where.relFile,
        ...(where.relFile ? locateInSource(where.source, [], item.id) : {}),
        why:
          byId.size > 0
            ? `The plugins of the site give ${[...byId.keys()].map((id) => `"${id}"`).join(', ')}.`
            : 'No plugin of the site gives sidebar items (the openapi plugin does with its `reference` option).',
        fix:
          near.length > 0
            ? `did you mean ${near.map((n) => `"${n}"`).join(', ')}?`
            : 'use the id the plugin gives, or remove the item.',
      });
      return [];
    });
  const out: SidebarsConfig = {};
  for (const [name, items] of Object.entries(config)) out[name] = replace(name, items);
  for (const contribution of contributions ?? []) {
    if (placed.has(contribution.id)) continue;
    const asked =
      generated && contribution.sidebar === LEGACY_DEFAULT_SIDEBAR && !(LEGACY_DEFAULT_SIDEBAR in out)
        ? DEFAULT_SIDEBAR
        : contribution.sidebar;
    const name = asked ?? Object.keys(out)[0] ?? 'docs';
    out[name] = [...(out[name] ?? []), ...contribution.items];
  }
  return out;
}
