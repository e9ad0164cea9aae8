import {
  DEFAULT_DOCS_PLUGIN_ID,
  type DocgenPlugin,
  docsSectionOf,
  type MarkdownContent,
  type SourceFile,
} from '@docgen/config';

type PageSource = Pick<SourceFile, 'kind' | 'blog' | 'version'>;

/** The content a source's page is of, as `DocgenPlugin.markdown.on` names it: its kind, and which section or blog. */
export function markdownContentOf(source: PageSource): [MarkdownContent, MarkdownContent?] {
  if (source.kind === 'doc')
    return ['docs', `docs:${source.version ? docsSectionOf(source.version).pluginId : DEFAULT_DOCS_PLUGIN_ID}`];
  if (!source.blog) return ['pages'];
  return ['blog', `blog:${(source.blog.type === 'post' && source.blog.blogId) || 'default'}`];
}

/**
 * Processors by the plugins whose markdown steps a page runs (`markdown.on`): the build's own
 * for a page every plugin's steps run on, another per distinct list (a Docusaurus site's docs
 * plugins do not run on its blog posts: electron's structure previews waited there forever).
 */
export class ContentProcessors<P> {
  private readonly made = new Map<string, P>();
  /** The plugins with remark or rehype steps: none, and every page takes the one processor. */
  private readonly stepping: readonly DocgenPlugin[];

  constructor(
    private readonly plugins: readonly DocgenPlugin[],
    private readonly make: (plugins: readonly DocgenPlugin[]) => P,
    /** The processor of every plugin's steps, when one is made already (the dev server's last run). */
    private every?: P,
  ) {
    this.stepping = plugins.filter((p) => p.markdown?.remarkPlugins?.length || p.markdown?.rehypePlugins?.length);
  }

  /** The processor running every plugin's steps. */
  all(): P {
    this.every ??= this.make(this.plugins);
    return this.every;
  }

  /**
   * The processor of a page of `source`. A page docgen makes (a blog list, a category's generated
   * index) runs no plugin's steps: in Docusaurus such pages are React pages no remark plugin sees
   * (electron's network-bound plugin failed "on blog", the blog's list pages).
   */
  of(source: PageSource & Pick<SourceFile, 'generated'>): P {
    if (this.stepping.length === 0) return this.all();
    const [kind, one] = source.generated ? [] : markdownContentOf(source);
    const plugins = source.generated
      ? this.plugins.filter((p) => !this.stepping.includes(p))
      : this.plugins.filter((p) => !p.markdown?.on || p.markdown.on.some((c) => c === kind || c === one));
    if (plugins.length === this.plugins.length) return this.all();
    const key = source.generated ? 'generated' : (one ?? kind!);
    let processor = this.made.get(key);
    if (!processor) this.made.set(key, (processor = this.make(plugins)));
    return processor;
  }
}
