/** `docgen serve`: see `../serve/` (dev server, static preview, watcher, events, browser client). */
export { runServe, type ServeOptions } from '../serve/index.js';
