import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, EXIT } from '@docgen/diagnostics';
import { createOutput } from '../output.js';
import { guarded } from '../run.js';

export interface MigrateOptions {
  force?: boolean;
}

/**
 * `docgen migrate docusaurus [dir]`: writes docgen.config.ts and sidebars.ts from a Docusaurus
 * site's config and sidebars, and prints what it could not carry over (also written at the top
 * of the config). Exit 0 when the files are written, 2 when nothing could be.
 */
export async function runMigrate(from: string, dir: string, opts: MigrateOptions): Promise<number> {
  const output = createOutput();
  return guarded(output, async () => {
    if (from !== 'docusaurus')
      throw new DocgenError([
        {
          name: 'DocusaurusConfigNotFound',
          severity: 'error',
          message: `docgen migrates from "docusaurus", not "${from}".`,
          why: 'Docusaurus is the one site generator docgen reads the config of.',
          fix: `run \`docgen migrate docusaurus ${dir}\`.`,
        },
      ]);
    const siteDir = path.resolve(dir);
    if (!fs.existsSync(siteDir) || !fs.statSync(siteDir).isDirectory())
      throw new DocgenError([
        {
          name: 'SiteDirNotFound',
          severity: 'error',
          message: `The folder "${dir}" does not exist.`,
          why: 'docgen migrate docusaurus reads the Docusaurus site in the folder given.',
          fix: 'pass the folder that holds docusaurus.config.js.',
        },
      ]);
    const { migrateDocusaurus } = await import('../migrate/migrate.js');
    const result = await migrateDocusaurus(siteDir, Boolean(opts.force));
    const shown = dir === '.' ? '' : `${dir.replace(/\/+$/, '')}/`;
    const lines = [
      `Migrated ${result.read.map((f) => shown + f).join(' and ')} to ${result.written.map((f) => shown + f).join(' and ')}.`,
    ];
    const { groupedNotes } = await import('../migrate/notes.js');
    const notes = groupedNotes(result.notes);
    if (notes.length > 0) {
      lines.push('', `Not carried over, or carried over differently (${notes.length}):`);
      for (const n of notes) lines.push(`  ${n.key} ${n.what}`, `    What to do: ${n.todo}`);
    }
    if (result.stubbed.length > 0)
      lines.push('', `Evaluated with stand-ins for packages that are not installed: ${result.stubbed.join(', ')}.`);
    lines.push(
      '',
      'Next:',
      `  npm install --save-dev ${['@docgen/cli', '@docgen/config', ...result.packages].join(' ')}`,
      `  npx docgen build ${dir === '.' ? '' : `${dir} `}--strict`,
    );
    process.stdout.write(`${lines.join('\n')}\n`);
    return EXIT.ok;
  });
}
