import fs from 'node:fs';
import path from 'node:path';
import { DocgenError } from '@docgen/diagnostics';
import { loadSiteModule, siteModuleError } from '../util/load-module.js';
import { relPosix } from '../util/paths.js';

export const CONFIG_FILE_NAMES = ['docgen.config.ts', 'docgen.config.mts', 'docgen.config.js', 'docgen.config.mjs'];

/** The site config as its module exports it, before validation (kept apart: validation loads the schema). */
export interface RawConfig {
  /** The default export (called when it is a function). */
  value: unknown;
  /** Absolute path of the config file, or undefined in zero-config mode. */
  file?: string;
  /** Files the config is made of. */
  dependencies: string[];
}

/** Finds, compiles and evaluates the site config. */
export async function loadRawConfig(
  siteDir: string,
  explicitFile?: string,
  resolveFrom?: readonly string[],
): Promise<RawConfig> {
  if (!fs.existsSync(siteDir) || !fs.statSync(siteDir).isDirectory()) {
    throw new DocgenError([
      {
        name: 'SiteDirNotFound',
        severity: 'error',
        message: `The site folder "${siteDir}" does not exist.`,
        why: 'docgen builds the folder given as its first argument (the current folder by default).',
        fix: 'pass the folder that holds your docs, e.g. `docgen build content`.',
      },
    ]);
  }
  const file = findConfigFile(siteDir, explicitFile);
  if (!file) return { value: undefined, dependencies: [] };
  const { module, dependencies, outFile } = await loadSiteModule<{ default?: unknown }>({
    siteDir,
    file,
    syntaxError: 'ConfigSyntaxError',
    runtimeError: 'ConfigRuntimeError',
    ...(resolveFrom ? { resolveFrom } : {}),
  });
  let value: unknown;
  try {
    value = typeof module.default === 'function' ? await (module.default as () => unknown)() : module.default;
  } catch (error) {
    throw siteModuleError(error, { siteDir, file, outFile, dependencies, name: 'ConfigRuntimeError' });
  }
  return { value, file, dependencies };
}

function findConfigFile(siteDir: string, explicitFile?: string): string | undefined {
  if (explicitFile) {
    const file = path.resolve(siteDir, explicitFile);
    if (!fs.existsSync(file)) {
      const present = CONFIG_FILE_NAMES.filter((n) => fs.existsSync(path.join(siteDir, n)));
      throw new DocgenError([
        {
          name: 'ConfigNotFound',
          severity: 'error',
          message: `The config file "${explicitFile}" does not exist.`,
          file: relPosix(process.cwd(), file),
          why: '--config must name an existing file (relative to the site folder).',
          fix:
            present.length > 0
              ? `did you mean "${present[0]}"?`
              : `create it, or drop --config to use ${CONFIG_FILE_NAMES[0]} or the zero-config defaults.`,
        },
      ]);
    }
    return file;
  }
  return CONFIG_FILE_NAMES.map((n) => path.join(siteDir, n)).find((f) => fs.existsSync(f));
}
