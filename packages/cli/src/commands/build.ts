import { build, formatDiagnostics } from '@docgen/core';
import { createOutput, formatSummary } from '../output.js';
import { guarded } from '../run.js';

export async function runBuild(siteDir: string, opts: { out?: string; strict?: boolean; locale?: string[]; config?: string; cache?: boolean }): Promise<number> {
  const output = createOutput();
  return guarded(output, async () => {
    const result = await build({
      siteDir,
      ...(opts.out ? { outDir: opts.out } : {}),
      ...(opts.config ? { configFile: opts.config } : {}),
      strict: Boolean(opts.strict),
      cache: opts.cache !== false,
      ...(opts.locale ? { locales: opts.locale } : {}),
      onStage: output.onStage,
    });
    output.done();
    if (result.diagnostics.length > 0) process.stderr.write(formatDiagnostics(result.diagnostics, { color: output.color }));
    process.stdout.write(`${formatSummary(result, output.color)}\n`);
    return 0;
  });
}
