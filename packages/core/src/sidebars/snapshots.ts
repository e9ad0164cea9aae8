import fs from 'node:fs';
import path from 'node:path';
import type { SidebarsConfig, SiteContext } from '@docgen/config';
import { type Diagnostic, DocgenError, jsonErrorPosition } from '@docgen/diagnostics';
import type { VersionsLayout } from '../discover/versions.js';
import { withoutVersionPrefix } from './legacy-names.js';
import { GENERATED } from './read-file.js';
import { validateSidebars } from './validate.js';

/** A snapshot version's sidebars as its file holds them (`text` empty: no file, one generated sidebar). */
export interface SnapshotSidebars {
  config: SidebarsConfig;
  text: string;
  /** The file, relative to the site folder and absolute. */
  rel: string;
  abs: string;
  /** The version's docs folder, relative to the site folder. */
  docsDir: string;
  /** What the file holds that Docusaurus accepts but docgen reads with a word (`SidebarLenientValue`). */
  warnings?: Diagnostic[];
}

/**
 * Reads the resolved sidebars of a snapshot version of any docs section (`versioned_sidebars/` or
 * `<id>_versioned_sidebars/version-<name>-sidebars.json`, as `docgen version` or Docusaurus wrote
 * them); a missing file gives one sidebar generated from the version's folder.
 */
export function readSnapshotSidebars(ctx: SiteContext, layout: VersionsLayout, name: string): SnapshotSidebars {
  const rel = layout.sidebarsFile(name);
  const abs = path.join(ctx.siteDir, rel);
  const docsDir = layout.docsDir(name);
  if (!fs.existsSync(abs)) return { config: GENERATED, text: '', rel, abs, docsDir };
  const text = fs.readFileSync(abs, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new DocgenError([
      {
        name: 'InvalidSidebars',
        severity: 'error',
        message: `The sidebars of version "${name}" are not valid JSON: ${(error as Error).message}.`,
        file: rel,
        ...jsonErrorPosition(text, error),
        fix: 'restore the file written by `docgen version`.',
      },
    ]);
  }
  const checked = validateSidebars(data, {
    file: rel,
    source: text,
    why: 'A versioned sidebars file holds sidebars by name, as `docgen version` (or Docusaurus) wrote them.',
  });
  if (checked.diagnostics.some((d) => d.severity === 'error')) throw new DocgenError(checked.diagnostics);
  return { config: withoutVersionPrefix(checked.config, name), text, rel, abs, docsDir, warnings: checked.diagnostics };
}
