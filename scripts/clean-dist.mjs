// Removes the package's dist/ before tsc writes it (packages/plugin-openapi's build; the others use
// build-package.mjs): a module moved or deleted in src/ must not live on in what the package ships.
import fs from 'node:fs';

fs.rmSync('dist', { recursive: true, force: true });
