import { DocgenError } from '@docgen/diagnostics';
import { thrownInSite } from '../util/module-error.js';

/**
 * Runs a plugin's hook: what it throws becomes a PluginError naming the plugin and the stage, at
 * the line that threw when the plugin is the site's own code (its config or a file it imports).
 */
export async function runPluginHook(
  plugin: { name: string },
  hook: string,
  siteDir: string,
  run: () => unknown,
): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    throw new DocgenError([
      {
        name: 'PluginError',
        severity: 'error',
        message: `Plugin "${plugin.name}" failed in its ${hook} hook: ${(error as Error).message}`,
        ...thrownInSite(error, siteDir),
        why: `docgen runs each plugin's ${hook} hook in the "${hook}" stage of every build.`,
        fix: `fix the plugin, or remove "${plugin.name}" from config.plugins to build without it.`,
      },
    ]);
  }
}
