import type { MarkdownState } from '../markdown/stage.js';
import type { ChangePlan } from '../site/plan.js';
import type { Structure } from '../site/structure.js';

/** The routes a text edit may change: those of the edited files, and of the MDX pages importing them. */
export function candidatesOf(plan: ChangePlan, manifest: Structure['manifest'], markdown: MarkdownState): Set<string> {
  const out = new Set<string>();
  for (const file of plan.content) for (const r of manifest.bySourceFile.get(file) ?? []) out.add(r.path);
  const edited = new Set([...plan.content, ...plan.imports]);
  for (const [routePath, entry] of markdown.entries)
    if (entry.dependencies?.some(([file]) => edited.has(file))) out.add(routePath);
  // Aliases (the docs root showing the home doc) follow their canonical route.
  for (const r of manifest.routes) if (r.canonicalPath && out.has(r.canonicalPath)) out.add(r.path);
  return out;
}

/** Every file the MDX pages of a run were made from (their imports, and theirs). */
export function pageDependencies(markdown: MarkdownState): Set<string> {
  const files = new Set<string>();
  for (const entry of markdown.entries.values()) for (const [file] of entry.dependencies ?? []) files.add(file);
  return files;
}
