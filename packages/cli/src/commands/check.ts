import { Build, formatDiagnostics, localeDir, missingTranslation, sortDiagnostics } from '@docgen/core';
import { exitCodeFor } from '@docgen/diagnostics';
import { createOutput } from '../output.js';
import { RESOLVE_FROM } from '../installation.js';
import { watchLateErrors } from '../late-errors.js';
import { guarded } from '../run.js';

/** Runs every stage without writing; lists broken links and anchors, sidebar ids and missing translations. */
export async function runCheck(
  siteDir: string,
  opts: { strict?: boolean; config?: string; verbose?: boolean },
): Promise<number> {
  const output = createOutput(process.stderr, Boolean(opts.verbose));
  const late = watchLateErrors(siteDir, output);
  const code = await guarded(output, async () => {
    // Errors do not stop a check: it goes through every stage and reports, and counts, them all.
    const run = await new Build({
      siteDir,
      dryRun: true,
      strict: Boolean(opts.strict),
      resolveFrom: RESOLVE_FROM,
      ...(opts.config ? { configFile: opts.config } : {}),
      onStage: output.onStage,
    }).run({ collectErrors: true });
    const result = await run.commit();
    output.done();
    const missing = result.untranslated.map((r) =>
      missingTranslation(r, opts.strict ? 'error' : 'warning', localeDir(result.ctx.config, r.locale)),
    );
    const all = sortDiagnostics([...result.diagnostics.filter((d) => d.name !== 'MissingTranslation'), ...missing]);
    if (all.length > 0) process.stderr.write(formatDiagnostics(all, { color: output.color, verbose: output.verbose }));
    const count = (name: string, one: string) => {
      const n = all.filter((d) => d.name === name).length;
      return `${n} ${one}${n === 1 ? '' : 's'}`;
    };
    process.stdout.write(
      `checked ${result.manifest.routes.length} routes, ${result.linksChecked} links: ${count('BrokenLink', 'broken link')}, ${count('BrokenAnchor', 'broken anchor')}, ${count('BrokenImage', 'broken image')}, ${missing.length} missing translation${missing.length === 1 ? '' : 's'}\n`,
    );
    // The code `docgen build` gives the same errors: 2 when one is of the config (an unknown sidebar id).
    return exitCodeFor(all.filter((d) => d.severity === 'error').map((d) => d.name));
  });
  return Math.max(code, late.code);
}
