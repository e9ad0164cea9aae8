// Removes the package's dist/ before tsc writes it: a module moved or deleted in src/ must not
// live on in what the package ships.
import fs from 'node:fs';

fs.rmSync('dist', { recursive: true, force: true });
