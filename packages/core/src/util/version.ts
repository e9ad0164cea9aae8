import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Version of @docgen/core (part of every cache key and build id). */
export const DOCGEN_VERSION: string = (require('../../package.json') as { version: string }).version;
