import type { CategoryMeta, SourceFile } from '@docgen/config';
import { docId } from '../discover/read-source.js';
import { isCategoryIndex } from '../discover/folder-urls.js';
import { generatedIndexOf } from './generated-index.js';
import type { SidebarNode } from './resolve.js';
import { relPosix } from '../util/paths.js';

/**
 * A sidebar from the folder tree: `sidebar_position`, numeric prefixes and `_category_.json` honoured;
 * a category whose `_category_` file asks for a generated index links to it.
 */
export function autogenerate(
  docs: SourceFile[],
  categories: CategoryMeta[],
  defaultLocale: string,
  dirName: string,
  sidebar: string,
  siteDir: string,
): SidebarNode[] {
  const prefix = dirName ? `${dirName}/` : '';
  const inDir = docs.filter((d) => treePath(d).startsWith(prefix) && !d.frontMatter.unlisted);
  const byId = new Map(inDir.map((d) => [d.id, d]));
  const build = (dir: string): SidebarNode[] => {
    const entries: { position: number; name: string; node: SidebarNode }[] = [];
    const subdirs = new Set<string>();
    for (const doc of inDir) {
      const at = treePath(doc);
      const rest = at.slice(dir ? dir.length + 1 : 0);
      if (dir && !at.startsWith(`${dir}/`)) continue;
      if (rest.includes('/')) subdirs.add(rest.slice(0, rest.indexOf('/')));
      else
        entries.push({
          position: doc.frontMatter.sidebar_position ?? doc.prefixPosition ?? Infinity,
          name: rest,
          node: { type: 'doc', id: doc.id },
        });
    }
    for (const sub of subdirs) {
      const full = dir ? `${dir}/${sub}` : sub;
      const meta = categories.find((c) => c.dir === full && c.locale === defaultLocale);
      const labels = Object.fromEntries(
        categories.filter((c) => c.dir === full && c.label).map((c) => [c.locale, c.label as string]),
      );
      const items = build(full);
      const indexDoc = items.find((n) => n.type === 'doc' && isCategoryIndex(byId.get(n.id)?.relPath ?? ''));
      const label = Object.keys(labels).length > 0 ? { [defaultLocale]: humanize(sub), ...labels } : humanize(sub);
      const index = meta?.generatedIndex
        ? generatedIndexOf(meta.label ?? sub, meta.generatedIndex, sidebar, relPosix(siteDir, meta.file))
        : undefined;
      const linkDocId = index?.docId ?? meta?.linkDocId ?? (indexDoc?.type === 'doc' ? indexDoc.id : undefined);
      entries.push({
        position: meta?.position ?? Infinity,
        name: sub,
        node: {
          type: 'category',
          label,
          key: slugKey(full),
          collapsed: meta?.collapsed ?? true,
          collapsible: meta?.collapsible ?? true,
          ...(linkDocId ? { linkDocId } : {}),
          ...(index ? { index } : {}),
          items: linkDocId ? items.filter((n) => !(n.type === 'doc' && n.id === linkDocId)) : items,
        },
      });
    }
    entries.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
    return entries.map((e) => e.node);
  };
  return build(dirName);
}

/**
 * Where a doc sits in the folder tree: its id, or for a doc with `parse_number_prefixes: false`
 * (whose id keeps the prefixes) its folders as the other docs' ids name them, as Docusaurus
 * groups by the doc's folder.
 */
function treePath(doc: SourceFile): string {
  if (doc.frontMatter.parse_number_prefixes !== false) return doc.id;
  const folders = docId(doc.relPath).id.split('/').slice(0, -1);
  return [...folders, doc.id.split('/').at(-1)!].join('/');
}

function humanize(name: string): string {
  const text = name.replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function slugKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
