import { describe, expect, it } from 'vitest';
import { browserUseOf } from '../src/mdx/interactive.js';

describe('browserUseOf: what a component does in the browser only', () => {
  it('finds state, effects, handlers, lifecycle methods and the address bar', async () => {
    expect(await browserUseOf('// src/Counter.jsx\nconst [n, set] = (0, import_react.useState)(0);')).toEqual({
      file: 'src/Counter.jsx',
      use: 'useState()',
    });
    expect((await browserUseOf('React.useEffect(() => {}, []);'))?.use).toBe('useEffect()');
    expect((await browserUseOf('jsx("button", { onClick: () => go(), children: "Go" });'))?.use).toBe(
      '<button onClick>',
    );
    expect((await browserUseOf('class A extends Component { componentDidMount() {} }'))?.use).toBe(
      'componentDidMount()',
    );
    expect((await browserUseOf('const { hash } = useLocation();'))?.use).toBe('useLocation().hash');
  });

  it('leaves alone code that renders the same on the server', async () => {
    expect(await browserUseOf('const id = useId(); jsx("p", { id, children: useMemo(() => "x", []) });')).toBe(
      undefined,
    );
    // Words that only look like a trigger: an onboarding guide, a location's path.
    expect(await browserUseOf('jsx("p", { children: "onboarding" }); useLocation().pathname;')).toBe(undefined);
  });

  it('does not parse code naming no trigger (a broken one is not even read)', async () => {
    expect(await browserUseOf('export default function Page( { return <p>plain</p>; }')).toBe(undefined);
  });

  it('answers the same code once (a component map is looked at for every page)', () => {
    const code = 'const [a] = useState(1);';
    expect(browserUseOf(code)).toBe(browserUseOf(code));
  });
});
