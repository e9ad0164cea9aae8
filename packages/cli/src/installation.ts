import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where docgen's own packages resolve from when a site has none (the default theme,
 * `@docgen/config` in a config): this command's package folder. The engine does not depend on
 * the default theme; the command does.
 */
export const RESOLVE_FROM = [path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')];
