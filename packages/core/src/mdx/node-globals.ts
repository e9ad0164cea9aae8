/**
 * Node 21 added a global `navigator` (`navigator.language` is "en-US"): code reading it while a
 * page renders passes there, under Docusaurus as under docgen, and throws on an older Node, which
 * a site built elsewhere on a newer one does not expect. The sentence that says so, or ''.
 */
export function olderNodeNote(error: unknown, version = process.version): string {
  const major = Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  // By name: the site's code may throw from another realm's ReferenceError.
  const reference = error instanceof Error && error.name === 'ReferenceError';
  return major < 21 && reference && /^navigator is not defined/.test(error.message)
    ? ` Node 21 and later define navigator (its language "en-US"), so the same code renders there, under Docusaurus too; this Node is ${version}.`
    : '';
}
