import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPackageRoot } from './package-root.js';

/** Version of @docgen/core (part of every cache key and build id). */
export const DOCGEN_VERSION: string = (
  JSON.parse(readFileSync(path.join(findPackageRoot(fileURLToPath(import.meta.url)), 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
