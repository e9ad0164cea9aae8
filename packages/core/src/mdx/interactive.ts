/**
 * Whether a site component needs the browser, read from its browser bundle before minifying
 * (every module it is made of, each after a `// path` comment of esbuild's). It does when some
 * module of it calls a hook that only does something in the browser (state, effects, external
 * stores, transitions), puts an event handler (`onClick`, `onChange`…) on an element, or is a
 * class component with state or lifecycle methods. `BrowserOnly` and `useIsBrowser` count, as
 * they use state and an effect. Hooks that also work on the server alone (`useContext`,
 * `useMemo`, `useId`, `useRef`) do not. Nor does `useLocation()`, unless its query or hash is
 * read: the server knows a static page's path, not what follows it in the address bar, which
 * Docusaurus' hydration shows (`/errors?code=5`).
 */

import { shortHash } from '../util/hash.js';

/** Hooks whose work happens in the browser. */
const BROWSER_HOOKS = new Set([
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'useImperativeHandle',
  'useActionState',
  'useOptimistic',
  'useFormStatus',
]);
/** What JSX compiles to (automatic and classic runtimes; MDX's `_jsx`). */
const JSX_FACTORIES = new Set(['jsx', 'jsxs', 'jsxDEV', '_jsx', '_jsxs', '_jsxDEV', 'createElement']);
const LIFECYCLE = new Set(['componentDidMount', 'componentDidUpdate', 'componentWillUnmount']);
/** What of `useLocation()` only the browser knows. */
const ADDRESS_PARTS = new Set(['search', 'hash']);

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

/** What needs the browser: the module (its path in esbuild's comments, '' without them) and what it uses. */
export interface BrowserUse {
  file: string;
  /** `useState()`, `<button onClick>`, `this.setState()`… */
  use: string;
}

/** Why the code needs the browser (`src/components/Counter.tsx: useState()`), or undefined. */
export async function interactivityOf(code: string): Promise<string | undefined> {
  const found = await browserUseOf(code);
  return found && (found.file ? `${found.file}: ${found.use}` : found.use);
}

/**
 * Names without which no node below can need the browser: code that has none is not parsed. Most
 * MDX pages have none, and parsing every page's code again on each build cost Flow's website
 * (157 pages) 1.3 s of a one-page rebuild.
 */
const TRIGGERS = new RegExp(
  `\\b(?:${[...BROWSER_HOOKS, ...LIFECYCLE, 'setState', 'useLocation'].join('|')})\\b|\\bon[A-Z]`,
);

/** Results by the code's hash: a site's component map is looked at for every page it renders. */
const known = new Map<string, Promise<BrowserUse | undefined>>();

/** The first thing the code does in the browser only, or undefined. */
export function browserUseOf(code: string): Promise<BrowserUse | undefined> {
  if (!TRIGGERS.test(code)) return Promise.resolve(undefined);
  const key = shortHash(code, 20);
  let found = known.get(key);
  if (!found) known.set(key, (found = firstBrowserUse(code)));
  return found;
}

async function firstBrowserUse(code: string): Promise<BrowserUse | undefined> {
  const { parse } = await import('acorn');
  const files: { at: number; file: string }[] = [];
  let program: Node;
  try {
    program = parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      // An MDX page's code is a function body (`return`, `await` at the top).
      allowReturnOutsideFunction: true,
      allowAwaitOutsideFunction: true,
      onComment: (block, text, start) => {
        const file = text.trim();
        if (!block && /^[\w@.~/+-]+\.[cm]?[jt]sx?$/.test(file)) files.push({ at: start, file });
      },
    }) as unknown as Node;
  } catch {
    // esbuild's and MDX's output parse; anything else is not worth failing a build for.
    return undefined;
  }
  const fileAt = (at: number) => {
    let found = '';
    for (const f of files) if (f.at < at) found = f.file;
    return found.replace(/^(\.\.\/)+/, '');
  };
  let reason: BrowserUse | undefined;
  // Names bound to `useLocation()`'s result (`const location = useLocation()`).
  const locations = new Set<string>();
  const visit = (node: unknown): void => {
    if (reason !== undefined || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Node;
    if (typeof n.type !== 'string') return;
    const why = browserUse(n) ?? addressUse(n, locations);
    if (why) {
      reason = { file: fileAt(n.start), use: why };
      return;
    }
    for (const key of Object.keys(n)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(n[key]);
  };
  visit(program);
  return reason;
}

/** What a node does in the browser only, if anything. */
function browserUse(n: Node): string | undefined {
  if (n.type === 'CallExpression') {
    const name = calleeName(n.callee as Node);
    if (name && BROWSER_HOOKS.has(name)) return `${name}()`;
    if (name === 'setState' && ((n.callee as Node).object as Node | undefined)?.type === 'ThisExpression')
      return 'this.setState()';
    if (name && JSX_FACTORIES.has(name)) {
      const [type, props] = n.arguments as Node[];
      const handler = props?.type === 'ObjectExpression' ? eventHandler(props) : undefined;
      if (handler) return `<${tagOf(type)} ${handler}>`;
    }
  }
  if (n.type === 'MethodDefinition' || n.type === 'PropertyDefinition') {
    const key = keyName(n.key as Node);
    if (key && LIFECYCLE.has(key)) return `${key}()`;
  }
  return undefined;
}

/**
 * `useLocation().search`, `const { hash } = useLocation()`, or `location.search` of a name bound
 * to `useLocation()` (recorded in `locations`, in source order, as declarations come first).
 */
function addressUse(n: Node, locations: Set<string>): string | undefined {
  if (n.type === 'VariableDeclarator' && isLocationCall(n.init as Node | undefined)) {
    const id = n.id as Node;
    if (id.type === 'Identifier') locations.add(id.name as string);
    if (id.type === 'ObjectPattern')
      for (const p of id.properties as Node[]) {
        const key = p.type === 'Property' ? keyName(p.key as Node, p.computed === true) : undefined;
        if (key && ADDRESS_PARTS.has(key)) return `useLocation().${key}`;
      }
    return undefined;
  }
  if (n.type !== 'MemberExpression') return undefined;
  const key = keyName(n.property as Node, n.computed === true);
  if (!key || !ADDRESS_PARTS.has(key)) return undefined;
  const object = n.object as Node;
  const bound = object.type === 'Identifier' && locations.has(object.name as string);
  return bound || isLocationCall(object) ? `useLocation().${key}` : undefined;
}

function isLocationCall(node: Node | undefined): boolean {
  return node?.type === 'CallExpression' && calleeName(node.callee as Node) === 'useLocation';
}

function eventHandler(props: Node): string | undefined {
  for (const p of props.properties as Node[]) {
    if (p.type !== 'Property') continue;
    const key = keyName(p.key as Node);
    if (key && /^on[A-Z]/.test(key)) return key;
  }
  return undefined;
}

/** `useState`, `React.useState`, `(0, import_react.useState)`: the name called. */
function calleeName(callee: Node | undefined): string | undefined {
  let c = callee;
  while (c?.type === 'SequenceExpression') c = (c.expressions as Node[]).at(-1);
  if (c?.type === 'ChainExpression') c = c.expression as Node;
  if (c?.type === 'Identifier') return c.name as string;
  if (c?.type === 'MemberExpression') return keyName(c.property as Node, c.computed === true);
  return undefined;
}

function keyName(key: Node | undefined, computed = false): string | undefined {
  if (key?.type === 'Identifier' && !computed) return key.name as string;
  if (key?.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

function tagOf(type: Node | undefined): string {
  if (type?.type === 'Literal' && typeof type.value === 'string') return type.value;
  if (type?.type === 'Identifier') return type.name as string;
  if (type?.type === 'MemberExpression') return keyName(type.property as Node) ?? 'element';
  return 'element';
}
