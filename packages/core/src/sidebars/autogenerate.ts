import fs from 'node:fs';
import type { CategoryMeta, SourceFile } from '@docgen/config';
import { closest, type Diagnostic, locateInSource } from '@docgen/diagnostics';
import { docId, parseNumberPrefix } from '../discover/read-source.js';
import { isCategoryIndex } from '../discover/folder-urls.js';
import { generatedIndexOf } from './generated-index.js';
import { type CategoryDefaults, categoryState } from './category-defaults.js';
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
  /** Whether a doc is its folder's index (a generator's own `isCategoryIndex`); by default Docusaurus' names. */
  isIndex: (doc: SourceFile) => boolean = (doc) => isCategoryIndex(doc.relPath),
  /** The other locales' files of each doc id ({@link translationsById}). */
  translated?: ReadonlyMap<string, readonly SourceFile[]>,
  /** The section's `sidebarCollapsed` and `sidebarCollapsible`. */
  defaults: CategoryDefaults = { collapsed: true, collapsible: true },
  /** Where a `_category_` file's `link` naming no doc is told. */
  faults?: Diagnostic[],
): SidebarNode[] {
  // As Docusaurus, `dirName` names a folder as it is on disk (`guides/01-basics`, number prefixes
  // kept): a doc is in it when its file is; below it, the tree is the ids' (prefixes stripped).
  const prefix = dirName ? `${dirName}/` : '';
  // Unlisted docs stay in the tree, as in Docusaurus: the sidebar hides them except on their own page.
  const inDir = docs.filter((d) => `${folderOf(d)}/`.startsWith(prefix));
  const treeDir = dirName ? docId(`${dirName}/_`).id.split('/').slice(0, -1).join('/') : '';
  const byId = new Map(inDir.map((d) => [d.id, d]));
  const build = (dir: string): SidebarNode[] => {
    // `source` is what Docusaurus sorts by after the position: a doc's file name with its
    // extension, a folder's name as on disk (number prefixes kept), in code-unit order.
    const entries: { position: number; source: string; node: SidebarNode }[] = [];
    const subdirs = new Set<string>();
    for (const doc of inDir) {
      const at = treePath(doc);
      const rest = at.slice(dir ? dir.length + 1 : 0);
      if (dir && !at.startsWith(`${dir}/`)) continue;
      if (rest.includes('/')) subdirs.add(rest.slice(0, rest.indexOf('/')));
      else
        entries.push({
          position: doc.frontMatter.sidebar_position ?? doc.prefixPosition ?? Infinity,
          source: doc.relPath.split('/').at(-1) ?? rest,
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
      const indexDoc = items.find((n) => {
        const doc = n.type === 'doc' ? byId.get(n.id) : undefined;
        return doc !== undefined && isIndex(doc);
      });
      const index = meta?.generatedIndex
        ? generatedIndexOf(meta.label ?? sub, meta.generatedIndex, sidebar, relPosix(siteDir, meta.file))
        : undefined;
      const linkDocId =
        index?.docId ??
        (meta?.linkDocId !== undefined ? categoryLinkDoc(meta, items, docs, siteDir, faults) : undefined) ??
        (indexDoc?.type === 'doc' ? indexDoc.id : undefined);
      // What `_category_` leaves out comes, as in Docusaurus, from the doc the category links to
      // (its index doc or `link: { type: 'doc' }`), then from the folder's name (its number
      // prefix removed), which Docusaurus shows as written and docgen humanizes unless told.
      const linked = index || !linkDocId ? undefined : (byId.get(linkDocId) ?? docs.find((d) => d.id === linkDocId));
      const fallback = labelOf(linked) ?? (defaults.folderLabels === 'folder-name' ? sub : humanize(sub));
      // Docusaurus generates each locale's sidebar from that locale's docs: where the linked doc's
      // translation gives another label, that locale's category shows it (and its current.json keys it).
      const fromTranslations =
        linked && meta?.label === undefined
          ? (translated?.get(linked.id) ?? []).flatMap((t) => {
              const own = labelOf(t);
              return own !== undefined && own !== fallback ? [[t.locale, own] as const] : [];
            })
          : [];
      const perLocale = { ...Object.fromEntries(fromTranslations), ...labels };
      const label = Object.keys(perLocale).length > 0 ? { [defaultLocale]: fallback, ...perLocale } : fallback;
      const onDisk = folderName(full, sub);
      const folderPrefix = onDisk !== sub ? parseNumberPrefix(onDisk).prefix : undefined;
      entries.push({
        position:
          meta?.position ??
          (linked ? (linked.frontMatter.sidebar_position ?? linked.prefixPosition) : undefined) ??
          folderPrefix ??
          Infinity,
        source: onDisk,
        node: {
          type: 'category',
          label,
          key: slugKey(full),
          ...(meta?.className ? { className: meta.className } : {}),
          ...(meta?.customProps ? { customProps: meta.customProps } : {}),
          ...categoryState(meta, defaults),
          ...(linkDocId ? { linkDocId } : {}),
          ...(index ? { index } : {}),
          items: linkDocId ? items.filter((n) => !(n.type === 'doc' && n.id === linkDocId)) : items,
        },
      });
    }
    entries.sort((a, b) => a.position - b.position || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
    return entries.map((e) => e.node);
  };
  // The folder's name on disk, from the path of a doc inside it (the tree path drops number prefixes).
  const folderName = (full: string, sub: string): string => {
    const depth = full.split('/').length - 1;
    const inside = inDir.find((d) => treePath(d).startsWith(`${full}/`));
    return inside?.relPath.split('/')[depth] ?? sub;
  };
  return build(treeDir);
}

/** What a doc gives the category it heads: its sidebar_label, title or first h1 (Docusaurus' `sidebar_label ?? title`). */
function labelOf(doc: SourceFile | undefined): string | undefined {
  return doc?.frontMatter.sidebar_label ?? doc?.frontMatter.title ?? doc?.contentTitle;
}

/** A version's docs in the other locales, by doc id: the translations whose labels head their locale's categories. */
export function translationsById(
  sources: readonly SourceFile[],
  version: string,
  defaultLocale: string,
): Map<string, SourceFile[]> {
  const byId = new Map<string, SourceFile[]>();
  for (const s of sources) {
    if (s.kind !== 'doc' || s.version !== version || s.locale === defaultLocale) continue;
    const list = byId.get(s.id);
    if (list) list.push(s);
    else byId.set(s.id, [s]);
  }
  return byId;
}

/** The folder a doc's file is in, as written on disk (Docusaurus' `sourceDirName`), '' at the root. */
function folderOf(doc: SourceFile): string {
  return doc.relPath.split('/').slice(0, -1).join('/');
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

/**
 * An `autogenerated` item whose folder has no docs, said as Docusaurus warns of it ("No docs
 * found in …: can't auto-generate a sidebar"): often a folder another tool (typedoc) fills at
 * build time. Its category, left empty, is left out as Docusaurus does.
 */
export function emptyAutogenerated(
  sidebar: string,
  dirName: string,
  docsDir: string,
  docs: readonly SourceFile[],
  relFile: string,
  source: string,
): Diagnostic {
  const folders = [
    ...new Set(
      docs.flatMap((d) =>
        folderOf(d)
          .split('/')
          .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
      ),
    ),
  ].filter(Boolean);
  return {
    name: 'EmptyAutogeneratedSidebar',
    severity: 'warning',
    message: `Sidebar "${sidebar}" generates its items from the folder "${dirName}", which has no docs: they are left out, with a category that would hold nothing else.`,
    file: relFile,
    ...locateInSource(source, [], dirName),
    why: `An autogenerated item lists the docs of a folder below "${docsDir}/"; a folder that another tool fills at build time (typedoc) is empty to docgen.`,
    fix:
      folderSuggestion(dirName, folders) ??
      'create the docs of that folder (run the tool that writes them before docgen build), fix dirName, or remove the item.',
  };
}

/**
 * "did you mean" for a folder: a sibling whose own name is close (`guide` → `guides`), or a folder
 * of the same name elsewhere (it moved). Whole paths compared by edit distance offered any sibling
 * of a long parent (buck2's `users/commands`, which a script fills: `users/how_tos`).
 */
function folderSuggestion(dirName: string, folders: readonly string[]): string | undefined {
  const parentOf = (f: string) => (f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '');
  const parent = parentOf(dirName);
  const leafOf = (f: string) => f.slice(parentOf(f).length + (f.includes('/') ? 1 : 0));
  const leaf = leafOf(dirName);
  const siblings = folders.filter((f) => f !== dirName && parentOf(f) === parent);
  const near = closest(leaf, siblings.map(leafOf)).map((n) => (parent ? `${parent}/${n}` : n));
  const moved = folders.filter((f) => f !== dirName && leafOf(f) === leaf && !near.includes(f));
  const found = [...near, ...moved].slice(0, 3);
  return found.length > 0 ? `did you mean ${found.map((f) => `"${f}"`).join(', ')}?` : undefined;
}

const unlistedOf = new WeakMap<readonly SourceFile[], Set<string>>();
/**
 * A sidebar's doc ids without its unlisted docs: an unlisted doc is in its sidebar (its own page
 * shows it) but is no sidebar's first doc, and no page's prev or next (Docusaurus' doc navigation).
 */
export function listedOnly(ids: string[], docs: readonly SourceFile[]): string[] {
  let unlisted = unlistedOf.get(docs);
  if (!unlisted)
    unlistedOf.set(docs, (unlisted = new Set(docs.filter((d) => d.frontMatter.unlisted).map((d) => d.id))));
  return unlisted.size === 0 ? ids : ids.filter((id) => !unlisted.has(id));
}

/**
 * The doc a `_category_` file's `link: { type: 'doc', id }` names, as Docusaurus finds it: a doc
 * of the category's own folder by its local id (`deploy` for `guides/linux/router/deploy`), else
 * any doc by its id. One naming no doc is an error at the file (Docusaurus' build fails on it),
 * and the category has no link.
 */
function categoryLinkDoc(
  meta: CategoryMeta,
  items: readonly SidebarNode[],
  docs: readonly SourceFile[],
  siteDir: string,
  faults: Diagnostic[] | undefined,
): string | undefined {
  const id = meta.linkDocId!;
  const local = items.find((n) => n.type === 'doc' && n.id.split('/').pop() === id);
  if (local?.type === 'doc') return local.id;
  if (docs.some((d) => d.id === id)) return id;
  const relFile = relPosix(siteDir, meta.file);
  const own = items.flatMap((n) => (n.type === 'doc' ? [n.id.split('/').pop()!] : []));
  const near = closest(id, own);
  const fault: Diagnostic = {
    name: 'UnknownSidebarDocId',
    severity: 'error',
    message: `${relFile} links its category to the doc id "${id}", which does not exist.`,
    file: relFile,
    ...locateInSource(fs.readFileSync(meta.file, 'utf8'), ['link', 'id'], id),
    why: "A category's `link: { type: 'doc', id }` names a doc of its folder by the last part of its id (its file name without number prefix and extension, or its front matter `id`), or any doc by its whole id.",
    fix:
      near.length > 0
        ? `did you mean ${near.map((n) => `"${n}"`).join(', ')}?`
        : 'name a doc of the folder, or remove the link.',
  };
  if (faults && !faults.some((f) => f.file === fault.file && f.message === fault.message)) faults.push(fault);
  return undefined;
}
