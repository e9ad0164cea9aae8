import { createRequire } from 'node:module';
import path from 'node:path';

type Render = typeof import('react-dom/server').renderToString;

const require = createRequire(import.meta.url);

/**
 * React's `renderToString` from its string renderer alone, as the core's util/render-to-string.ts
 * takes it (the theme imports no docgen package but the shared one): `react-dom/server` also
 * loads the streaming renderer, ~17 ms of CPU a thread that nothing here calls. Same file as
 * server.node.js requires, so the same instance; a React laid out otherwise goes through it.
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
