/** What the catalogue says of a name: what, why and how to fix, whatever the case at hand. */
export interface CatalogEntry {
  kind: 'config' | 'content' | 'usage' | 'system' | 'internal';
  /** What is wrong, in one sentence. */
  summary: string;
  /** Why docgen reports it. */
  why: string;
  /** How to fix it, in general; a diagnostic's own fix is more precise. */
  fix: string;
  /** Reported as a warning in some cases (an error under --strict); otherwise always an error. */
  warns?: true;
  /**
   * Where its reports point when not at a `file:line:column`: a file as a whole (`file`), or no
   * place at all (`none`: nothing in the site is at fault), with the reason.
   */
  place?: { at: 'file' | 'none'; why: string };
}
