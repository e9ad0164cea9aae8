import type { MapOwn } from './map-islands.js';
import type { RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import type { MdxOptions } from '@docgen/markdown';
import type { IslandMap } from './island-map.js';
import type { DocusaurusDocsData, DocusaurusPageState, DocusaurusSidebar, ThemeModule } from '@docgen/shared';
import type { ImportedMarkdownLink } from '../routes/imported-markdown-links.js';
import type { DocsRead } from '../docusaurus/docs-reads.js';

// What an MDX page's compile and run give: the build's stages keep them and the cache stores them.

/** What an MDX page was made from besides its own text, and what it needs in the output. */
export interface MdxPageResult {
  html: string;
  /** Made from something docgen cannot track (an import that failed): never reused. */
  volatile: boolean;
  /** Files it is made of: the site components and MDX files it imports, and theirs. */
  dependencies: string[];
  /** The sidebar category it read (`useCurrentSidebarCategory`, `<DocCardList>`), as JSON. */
  category?: string;
  /** The parts of the docs data it read, with their digests (`docs-reads.ts`). */
  docsReads?: DocsRead[];
  /** Stylesheets of the components it imports (URLs, in import order). */
  stylesheets: string[];
  /** Files the output needs: components' chunks and stylesheets (output path, file). */
  media: [string, string][];
}

/** What compiling an MDX page gives, before it runs: the same for every locale that shows it. */
export interface CompiledMdxPage {
  /** The page's code; undefined when it does not compile (the diagnostics say why). */
  code: string | undefined;
  volatile: boolean;
  dependencies: Set<string>;
  stylesheets: string[];
  media: Map<string, string>;
  /** The page's own imports of site components: specifier → file (where an island problem is). */
  resolvedFiles: Map<string, string>;
  /** A site component it imports imports Markdown files, compiled with this route's links. */
  componentMarkdown: boolean;
  /** The site's map draws its fences, live ones included (a swizzled CodeBlock): none is left as mere code. */
  fencesToMap?: boolean;
  /** The MDX files it imports, compiled, in the order they were (an imported one before its importer). */
  partials: { file: string; code: string; url: string }[];
  /** The site's own `src/theme/MDXComponents`, compiled: the URL of its module. */
  components?: string;
  /** Its browser chunk, which an island's props name for an element of the map (`island-map.ts`). */
  componentsChunk?: IslandMap['chunk'];
  /** The components the map defines itself, islands of its chunk when its code needs the browser. */
  componentsOwn?: MapOwn;
}

/** What an MDX page is rendered from: its site, route and source, and the Docusaurus data its components read. */
export interface MdxPage {
  ctx: SiteContext;
  theme: ThemeModule;
  options: MdxOptions;
  route: RouteRecord;
  source: SourceFile;
  /** The sidebar category of the doc (`useCurrentSidebarCategory`, `<DocCardList>`), made when read. */
  category: () => DocusaurusPageState['category'];
  /**
   * Every docs section's versions in the page's locale, by plugin id (`useVersions`,
   * `useActivePlugin`…): made only when a component reads them, the parts read recorded.
   */
  docs?: () => Record<string, DocusaurusDocsData>;
  /** The doc's sidebar (`useDocsSidebar`), made when read. */
  sidebar?: () => DocusaurusSidebar | null | undefined;
  /** A site path as the page's links lead to it in its locale (`DocusaurusPageState.localizeHref`). */
  localizeHref?: (href: string) => string;
  /** `md`: a file read as Markdown, compiled by MDX for the site's component map (no JSX, no exports). */
  syntax?: 'md';
  /** A `.md` link of Markdown a component imports, resolved from its file (see `importedMarkdownLink`). */
  markdownLink?: (file: string, href: string) => ImportedMarkdownLink;
}
