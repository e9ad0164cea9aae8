// zod and htmlparser2 behind one module, bundled into one file by the core's build (as
// `vendor/unified.ts`): each is many small ES modules, and every build loads both.
export { z } from 'zod';
export { Parser } from 'htmlparser2';
