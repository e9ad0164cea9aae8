import { CATALOG, type CatalogEntry, type DiagnosticName, RETIRED } from './catalog.js';
import { EXIT } from './exit-codes.js';

const EXIT_OF = {
  config: EXIT.usage,
  usage: EXIT.usage,
  content: EXIT.content,
  internal: EXIT.internal,
  system: EXIT.system,
} as const;

/** docs/guide/diagnostics.md: every permanent name of the catalogue, what it means and how to fix it. */
export function diagnosticsReferenceMarkdown(): string {
  const names = (Object.keys(CATALOG) as DiagnosticName[]).sort();
  const out = [
    '# Diagnostics reference',
    '',
    '<!-- Generated from packages/diagnostics/src/catalog.ts by `pnpm docs:config`; do not edit. -->',
    '',
    'Every problem docgen reports has a permanent name (never renamed, never reused), a place',
    '(`file:line:column` where one exists), what is wrong, why, and how to fix it. Names marked',
    '"warning" are reported as warnings in some cases; `--strict` makes every warning an error.',
    'A problem found several ways (a component imported by several pages) is reported once, with each',
    'distinct why and fix on a line of its own.',
    'Past 20 problems of one name, a report lists 20 (the first of each kind of message, then the next',
    'ones in order) and counts the rest; `--verbose` lists every one. A fault found at many places and',
    'reported once (a generator repeats it over an OpenAPI document, a language unknown in each of its',
    "site's blocks) lists its first 3 places under",
    'its message and counts the rest; `--verbose` lists every place.',
    `Exit codes: ${EXIT.ok} ok, ${EXIT.content} content errors, ${EXIT.usage} usage or config errors, ${EXIT.internal} a bug in docgen, ${EXIT.system} the machine refused a file operation.`,
    '',
  ];
  for (const name of names) {
    const e: CatalogEntry = CATALOG[name];
    out.push(
      `## ${name}`,
      '',
      `${e.summary}`,
      '',
      `- exit code: ${EXIT_OF[e.kind]} (${e.kind})${e.warns ? '; can be a warning' : ''}`,
      `- place: ${e.place ? `${e.place.at === 'file' ? 'the file only' : 'none'}; ${e.place.why}` : '`file:line:column`'}`,
      `- why: ${e.why}`,
      `- fix: ${e.fix}`,
      '',
    );
  }
  const retired = Object.entries(RETIRED).sort(([a], [b]) => a.localeCompare(b));
  if (retired.length > 0) {
    out.push('## Retired names', '', 'Never reported any more, and never given to another diagnostic.', '');
    for (const [name, why] of retired) out.push(`- ${name}: ${why}`);
  }
  return `${out.join('\n').trimEnd()}\n`;
}
