import path from 'node:path';
import { createDocsVersion } from '@docgen/core';
import { createOutput } from '../output.js';
import { RESOLVE_FROM } from '../installation.js';
import { guarded } from '../run.js';

/**
 * `docgen version <name> [siteDir] [--instance <id>]`: snapshots the current docs of a docs section,
 * their sidebars and their translations as the docs version `<name>` (see `createDocsVersion` in
 * the core). Refuses an existing name and an unknown section (exit 2).
 */
export async function runVersion(
  name: string,
  siteDir: string,
  opts: { config?: string; instance?: string },
): Promise<number> {
  const output = createOutput();
  return guarded(output, async () => {
    const result = await createDocsVersion({
      siteDir,
      name,
      resolveFrom: RESOLVE_FROM,
      ...(opts.config ? { configFile: opts.config } : {}),
      ...(opts.instance !== undefined ? { instance: opts.instance } : {}),
    });
    const shown = path.relative(process.cwd(), result.siteDir) || '.';
    const at = (rel: string) => (shown === '.' ? rel : `${shown}/${rel}`);
    const plural = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
    const lines = [
      `Created the docs version ${result.name} in ${shown}:`,
      `  ${`${at(result.docs.dir)}/`.padEnd(56)} ${plural(result.docs.files)}`,
      `  ${at(result.sidebars)}`,
      ...result.translations.map((t) => `  ${`${at(t.dir)}/`.padEnd(56)} ${plural(t.files)} (${t.locale})`),
      `  ${`${at(result.versionsFile)}`.padEnd(56)} ${result.versions.join(', ')}`,
    ];
    if (result.routes.length > 0) {
      const key = result.configKey;
      lines.push('', `Versions (set ${key}.lastVersion and ${key}.versions in the config to change them):`);
      for (const v of result.routes) {
        lines.push(
          `  ${(v.name === 'current' ? `current (${v.label})` : v.label).padEnd(20)} ${v.path}${v.latest ? '  latest' : ''}`,
        );
      }
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  });
}
