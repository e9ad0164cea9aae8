import type { RouteRecord } from '@docgen/config';
import { type Diagnostic, DocgenError, sortDiagnostics } from '@docgen/diagnostics';
import type { MarkdownStageResult } from '../markdown/stage.js';

/**
 * The diagnostic `docgen check` (and `onUntranslated`) reports for a page missing in a locale;
 * `folder` is the locale's translations folder (`localeDir`).
 */
export function missingTranslation(
  route: RouteRecord,
  severity: 'error' | 'warning',
  folder = `i18n/${route.locale}`,
): Diagnostic {
  return {
    name: 'MissingTranslation',
    severity,
    message: `"${route.id}" has no ${route.locale} translation; ${route.path} shows the default locale's text.`,
    ...(route.source ? { file: route.source.relFile } : {}),
    why: `Translated pages live in ${folder}/ with the same relative path as the default locale's file.`,
    fix: `create ${folder}/${route.kind !== 'doc' ? 'pages' : route.version === 'current' ? 'docs' : `docs-versions/version-${route.version}`}/${route.source?.relPath ?? ''}.`,
  };
}

/** Errors that do not stop a build before its link stage (see `Findings.settleLinks`). */
const LINK_ERRORS = new Set<string>(['BrokenLink', 'BrokenAnchor', 'BrokenImage']);

/** An error that stops the build at the end of its stage. */
export const stops = (d: Diagnostic) => d.severity === 'error' && !LINK_ERRORS.has(d.name);

/**
 * What a run found, stage by stage. `--strict` makes every warning an error, one that stops the
 * build after the link check (the stages ran as they do without `--strict`): a CI run reports
 * every warning of the site at once, never those of the first stage alone. A build stops at the
 * end of the first stage with errors and reports them with the warnings found so far, except
 * broken links, which stop it after the link check, all of them in one report, and the markdown
 * stage's errors, held until the render stage has rendered the pages that do not depend on them
 * (React pages, the docs that compiled): every fault of those in one report too. A run that
 * collects errors (the dev server's) goes on, and the caller decides what to do with them.
 */
export class Findings {
  private readonly found: Diagnostic[] = [];
  /** Warnings `--strict` made errors: they stop the build at `settleLinks`, not before. */
  private readonly promoted = new WeakSet<Diagnostic>();

  constructor(
    private readonly strict: boolean,
    private readonly collect: boolean,
  ) {}

  add(list: readonly Diagnostic[]): void {
    const promoted = this.promote(list);
    if (!this.collect && promoted.some((d) => this.stopsNow(d)))
      throw new DocgenError(sortDiagnostics([...promoted, ...this.found]));
    this.found.push(...promoted);
  }

  /**
   * A stage's findings whose errors stop the build only at `settle`: the stages that do not
   * depend on what failed run first. Returns whether the build will stop there.
   */
  hold(list: readonly Diagnostic[]): boolean {
    const promoted = this.promote(list);
    this.found.push(...promoted);
    return !this.collect && promoted.some((d) => this.stopsNow(d));
  }

  /** Stops the build on the errors `hold` kept (after the stages that could still run). */
  settle(): void {
    if (!this.collect && this.found.some((d) => this.stopsNow(d))) throw new DocgenError(sortDiagnostics(this.found));
  }

  private stopsNow(d: Diagnostic): boolean {
    return stops(d) && !this.promoted.has(d);
  }

  private promote(list: readonly Diagnostic[]): readonly Diagnostic[] {
    if (!this.strict) return list;
    return list.map((d) => {
      if (d.severity !== 'warning') return d;
      const error = { ...d, severity: 'error' as const };
      this.promoted.add(error);
      return error;
    });
  }

  /**
   * Broken links, anchors and images found before the link stage wait for it: a build reports
   * every broken link of the site at once, never a first batch that hides the rest.
   */
  settleLinks(): void {
    if (!this.collect && this.found.some((d) => d.severity === 'error'))
      throw new DocgenError(sortDiagnostics(this.found));
  }

  /** An error thrown by a stage, reported with the warnings found before it. */
  fail(error: unknown): never {
    if (error instanceof DocgenError && this.found.length > 0)
      throw new DocgenError(sortDiagnostics([...error.diagnostics, ...this.found]));
    throw error;
  }

  all(): Diagnostic[] {
    return sortDiagnostics(this.found);
  }
}

/** Routes whose markdown failed (an error other than a broken link). */
export function failedMarkdown(markdown: MarkdownStageResult): Set<string> {
  return new Set([...markdown.state.entries].filter(([, e]) => e.diagnostics.some(stops)).map(([path]) => path));
}
