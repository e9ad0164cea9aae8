import { DocgenError } from '@docgen/diagnostics';

/** Runs a plugin's hook: what it throws becomes a PluginError naming the plugin and the stage. */
export async function runPluginHook(plugin: { name: string }, hook: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    throw new DocgenError([
      {
        name: 'PluginError',
        severity: 'error',
        message: `Plugin "${plugin.name}" failed in its ${hook} hook: ${(error as Error).message}`,
        why: `docgen runs each plugin's ${hook} hook in the "${hook}" stage of every build.`,
        fix: `fix the plugin, or remove "${plugin.name}" from config.plugins to build without it.`,
      },
    ]);
  }
}
