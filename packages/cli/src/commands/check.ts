import { build, formatDiagnostics, missingTranslation, sortDiagnostics } from '@docgen/core';
import { createOutput } from '../output.js';
import { RESOLVE_FROM } from '../installation.js';
import { guarded } from '../run.js';

/** Runs every stage without writing; lists broken links and anchors, sidebar ids and missing translations. */
export async function runCheck(siteDir: string, opts: { strict?: boolean; config?: string }): Promise<number> {
  const output = createOutput();
  return guarded(output, async () => {
    const result = await build({
      siteDir,
      dryRun: true,
      strict: Boolean(opts.strict),
      resolveFrom: RESOLVE_FROM,
      ...(opts.config ? { configFile: opts.config } : {}),
      onStage: output.onStage,
    });
    output.done();
    const missing = result.untranslated.map((r) => missingTranslation(r, opts.strict ? 'error' : 'warning'));
    const all = sortDiagnostics([...result.diagnostics.filter((d) => d.name !== 'MissingTranslation'), ...missing]);
    if (all.length > 0) process.stderr.write(formatDiagnostics(all, { color: output.color }));
    const errors = all.filter((d) => d.severity === 'error').length;
    process.stdout.write(
      `checked ${result.manifest.routes.length} routes, ${result.linksChecked} links: 0 broken links, 0 broken anchors, ${missing.length} missing translation${missing.length === 1 ? '' : 's'}\n`,
    );
    return errors > 0 ? 1 : 0;
  });
}
