import path from 'node:path';
import { buildIfChanged, formatDiagnostics } from '@docgen/core/build';
import { createOutput, formatSummary } from '../output.js';
import { RESOLVE_FROM } from '../installation.js';
import { watchLateErrors } from '../late-errors.js';
import { guarded } from '../run.js';

export async function runBuild(
  siteDir: string,
  opts: { out?: string; strict?: boolean; locale?: string[]; config?: string; cache?: boolean; verbose?: boolean },
): Promise<number> {
  const output = createOutput(process.stderr, Boolean(opts.verbose));
  const late = watchLateErrors(siteDir, output);
  const code = await guarded(output, async () => {
    const result = await buildIfChanged({
      siteDir,
      ...(opts.out ? { outDir: opts.out } : {}),
      ...(opts.config ? { configFile: opts.config } : {}),
      strict: Boolean(opts.strict),
      resolveFrom: RESOLVE_FROM,
      cache: opts.cache !== false,
      ...(opts.locale ? { locales: opts.locale } : {}),
      onStage: output.onStage,
    });
    output.done();
    // Nothing changed: the last build's warnings still stand, and are said again.
    const diagnostics = 'upToDate' in result ? result.summary.diagnostics : result.diagnostics;
    if (diagnostics.length > 0)
      process.stderr.write(formatDiagnostics(diagnostics, { color: output.color, verbose: output.verbose }));
    process.stdout.write(`${formatSummary(result, output.color)}\n`);
    const fullOut = path.resolve(opts.out ?? path.join(siteDir, 'build'));
    if (opts.locale && path.resolve(result.outDir) !== fullOut)
      process.stderr.write(
        `note: --locale builds some locales only: the output is in ${path.relative(process.cwd(), result.outDir)}; ${path.relative(process.cwd(), fullOut)} (the full site) is left as it was.\n`,
      );
    return 0;
  });
  return Math.max(code, late.code);
}
