import { createRequire } from 'node:module';
import path from 'node:path';

type Render = typeof import('react-dom/server').renderToString;

const require = createRequire(import.meta.url);

/**
 * React's `renderToString`, from its string renderer alone. `react-dom/server` (server.node.js)
 * loads the streaming renderer beside it, which docgen never calls: ~300 KB of code and ~17 ms of
 * CPU a thread (fresh processes, medians of 5: 28 against 11 ms). The file is the one
 * server.node.js itself requires for `renderToString`, so a site's code that imports
 * `react-dom/server` gets the same instance; a React whose files are laid out otherwise is
 * loaded through `react-dom/server`.
 */
function stringRenderer(): Render {
  const build = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  try {
    const dir = path.dirname(require.resolve('react-dom/package.json'));
    return (require(path.join(dir, 'cjs', `react-dom-server-legacy.node.${build}.js`)) as { renderToString: Render })
      .renderToString;
  } catch {
    return (require('react-dom/server') as { renderToString: Render }).renderToString;
  }
}

export const renderToString: Render = stringRenderer();
