import type { SidebarItemConfig, SidebarsConfig } from '@docgen/config';
import type { GeneratedIndex } from './generated-index.js';
import { itemExtras } from './nodes.js';
import type { SidebarNode, SidebarSet } from './resolve.js';

/**
 * A version's sidebars as a sidebars file (JSON, written by `docgen version`): the resolved
 * items, so a snapshot never changes when the docs tree or `sidebars.ts` does.
 */
export function sidebarsToConfig(set: SidebarSet): SidebarsConfig {
  const convert = (nodes: SidebarNode[]): SidebarItemConfig[] =>
    nodes.map((node): SidebarItemConfig => {
      const extras = itemExtras(node);
      if (node.type === 'doc')
        return node.label || node.className || node.customProps
          ? { type: 'doc', id: node.id, ...(node.label ? { label: node.label } : {}), ...extras }
          : node.id;
      if (node.type === 'link') return { type: 'link', href: node.href, label: node.label, ...extras };
      if (node.type === 'html')
        return { type: 'html', value: node.value, ...(node.defaultStyle ? { defaultStyle: true } : {}), ...extras };
      return {
        type: 'category',
        label: node.label,
        ...extras,
        key: node.key,
        collapsed: node.collapsed,
        collapsible: node.collapsible,
        ...(node.index
          ? { link: { ...withoutIds(node.index), type: 'generated-index' as const } }
          : node.linkDocId
            ? { link: { type: 'doc' as const, id: node.linkDocId } }
            : {}),
        items: convert(node.items),
      };
    });
  return Object.fromEntries([...set.byName].map(([name, nodes]) => [name, convert(nodes)]));
}

function withoutIds(index: GeneratedIndex) {
  const { docId: _docId, sidebar: _sidebar, declaredIn: _declaredIn, ...link } = index;
  return link;
}
