import { type ReactNode, useMemo } from 'react';
import { themes } from 'prism-react-renderer';
import { LiveEditor, LiveError, LivePreview, LiveProvider } from 'react-live';
import ErrorBoundary from './ErrorBoundary.js';
import { uiString, usePage } from './page.js';
import { bothModes, type PrismTheme } from './prism-modes.js';
import { usePrismTheme, useThemeConfig } from './theme-common.js';
import useIsBrowser from './useIsBrowser.js';

export interface PlaygroundProps {
  /** The example's code, as a live fence's `CodeBlock` gets it. */
  children?: ReactNode;
  /** What the code can name: `@theme/ReactLiveScope` for a live fence. */
  scope?: Record<string, unknown>;
  /** The fence's meta: `noInline` there makes the code call `render(…)` itself. */
  metastring?: string;
  /** `language-jsx`: the language the editor highlights. */
  className?: string;
  noInline?: boolean;
  /** The code as run; by default a `;` is added, as Docusaurus does, so a trailing comment cannot swallow it. */
  transformCode?: (code: string) => string;
}

const endStatement = (code: string): string => `${code};`;

/**
 * The scope's keys become the names of the parameters the code runs with: one that is no name
 * (`default`, which a scope spreading a namespace import, `{ ...Icons }`, brings) would make
 * every example a SyntaxError.
 */
function runnable(scope: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!scope) return scope;
  return Object.fromEntries(
    Object.entries(scope).filter(([key]) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default'),
  );
}

/** The site's Prism themes, else GitHub's in light mode and VS Code's in dark, as the editor's colours. */
function editorTheme(site: PrismTheme, defaultMode: unknown): PrismTheme {
  if (site.styles.length > 0) return site;
  return bothModes(themes.github as PrismTheme, themes.vsDark as PrismTheme, defaultMode === 'dark' ? 'dark' : 'light');
}

function Header({ children }: { children: ReactNode }) {
  return <div className="dg-playground__header">{children}</div>;
}

/**
 * `@theme/Playground`: an editable example and its result (react-live, as Docusaurus'
 * theme-live-codeblock). The server draws the code in the editor and a placeholder for the result:
 * the code runs in the browser only, where the island hydrates.
 */
export default function Playground({
  children,
  scope,
  metastring,
  className,
  noInline,
  transformCode,
}: PlaygroundProps) {
  const themeConfig = useThemeConfig();
  const page = usePage();
  const prismTheme = editorTheme(
    usePrismTheme(),
    (themeConfig.colorMode as { defaultMode?: string } | undefined)?.defaultMode,
  );
  const isBrowser = useIsBrowser();
  const config = themeConfig.liveCodeBlock as { playgroundPosition?: string } | undefined;
  const code = (typeof children === 'string' ? children : '').replace(/\n$/, '');
  // The same object from render to render: react-live runs the code again when its scope changes.
  const names = useMemo(() => runnable(scope), [scope]);
  const language = /\blanguage-(\S+)/.exec(className ?? '')?.[1] ?? 'jsx';
  const editor = (
    <>
      <Header>{uiString(page, 'playground.liveEditor', 'Live Editor')}</Header>
      {/* Mounted again once in the browser: its colours follow the reader's mode from there. */}
      <LiveEditor key={String(isBrowser)} className="dg-playground__editor" />
    </>
  );
  const preview = (
    <>
      <Header>{uiString(page, 'playground.result', 'Result')}</Header>
      <div className="dg-playground__preview">
        {isBrowser ? (
          <>
            <ErrorBoundary>
              <LivePreview />
            </ErrorBoundary>
            <LiveError className="dg-playground__error" />
          </>
        ) : (
          <div className="dg-playground__loading">{uiString(page, 'playground.loading', 'Loading…')}</div>
        )}
      </div>
    </>
  );
  return (
    <div className="dg-playground">
      <LiveProvider
        code={code}
        language={language}
        noInline={noInline ?? /\bnoInline\b/.test(metastring ?? '')}
        scope={names}
        theme={prismTheme as never}
        transformCode={transformCode ?? endStatement}
      >
        {config?.playgroundPosition === 'top' ? (
          <>
            {preview}
            {editor}
          </>
        ) : (
          <>
            {editor}
            {preview}
          </>
        )}
      </LiveProvider>
    </div>
  );
}
