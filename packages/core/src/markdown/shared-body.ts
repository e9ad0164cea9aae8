import type { RouteRecord } from '@docgen/config';
import type { MarkdownFileContext } from '@docgen/markdown';
import type { CompiledMdxPage } from '../mdx/render.js';
import {
  type CompiledBody,
  compileBody,
  finishBody,
  type MadeFrom,
  type MarkdownStageInput,
  type RouteBody,
} from './body.js';

/**
 * Nothing an author writes: a constant, so the modules of imported MDX files compiled with the
 * tokens are the same files from build to build (`.docgen/modules` does not grow).
 */
const NONCE = 'dgl5c0e7a91f3b2';
const TOKEN = new RegExp(`${NONCE}n(\\d+)e`, 'g');
const LINK_TOKEN = new RegExp(`^${NONCE}n(\\d+)e$`);
/** Hrefs written the same in HTML attributes and JavaScript strings (nothing to escape). */
const VERBATIM = /^[A-Za-z0-9/_\-.~#%:?=+,;@!$*()[\]]*$/;

export interface NeutralBody {
  compiled: CompiledBody;
  /** Whether a locale's strings read what the compile read. */
  fits(strings: Record<string, string>): boolean;
  /** False when the compile read something only its own locale has: each route compiles its own. */
  shareable: boolean;
  /** Token i → the href as written, and the imported file it is written in (resolved from there). */
  originals: { href: string; file?: string }[];
  out: Pick<
    MarkdownFileContext,
    | 'diagnostics'
    | 'toc'
    | 'ids'
    | 'links'
    | 'firstHeading'
    | 'leadingHeading'
    | 'titleInBody'
    | 'head'
    | 'reads'
    | 'files'
  >;
  /** Files its images need (output path, file). */
  media: [string, string][];
}

/**
 * The route's body from the compile its file shares with other locales (made now when none
 * fits), with the route's links and strings; undefined when the route compiles its own.
 */
export async function sharedBody(
  input: MarkdownStageInput,
  route: RouteRecord,
  fileCtx: MarkdownFileContext,
  made: MadeFrom,
): Promise<RouteBody | undefined> {
  const shared = input.shared;
  const source = route.source!;
  if (!shared?.shownMoreThanOnce(source.file)) return undefined;
  const key = `${source.file}\0${source.hash}`;
  let body = shared.find(key, fileCtx.strings);
  if (body === false) return undefined;
  if (!body) {
    const before = new Set(input.assets.keys());
    body = await compileNeutral(input, route, fileCtx);
    body.media = [...input.assets].filter(([out]) => !before.has(out));
    shared.add(key, body);
  }
  if (!body.shareable) return undefined;
  return applyBody(input, route, body, fileCtx, made);
}

async function compileNeutral(
  input: MarkdownStageInput,
  route: RouteRecord,
  fileCtx: MarkdownFileContext,
): Promise<NeutralBody> {
  const originals: NeutralBody['originals'] = [];
  const token = (href: string, file?: string) => {
    originals.push(file ? { href, file } : { href });
    return { href: `${NONCE}n${originals.length - 1}e` };
  };
  const read = new Map<string, string | undefined>();
  let readAll = false;
  let localeRead = false;
  const strings = fileCtx.strings;
  const watched = new Proxy(strings, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.set(key, target[key]);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      readAll = true;
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      readAll = true;
      return Reflect.ownKeys(target);
    },
  });
  const neutral: MarkdownFileContext = {
    ...fileCtx,
    strings: watched,
    resolveLink: (href) => token(href),
    // The site's plugins see this route's URLs (see `remarkFileLinksAhead`); the links are tokens again when published.
    resolveLinkAhead: fileCtx.resolveLink,
    // An imported file's links resolve from its own folder, for each locale's route in turn.
    ...(fileCtx.resolversFor
      ? {
          resolversFor: (file: string) => ({
            ...fileCtx.resolversFor!(file),
            resolveLink: (href: string) => token(href, file),
          }),
        }
      : {}),
    diagnostics: [],
    toc: [],
    ids: [],
    links: [],
    reads: [],
    files: [],
  };
  Object.defineProperty(neutral, 'locale', {
    enumerable: true,
    get() {
      localeRead = true;
      return fileCtx.locale;
    },
  });
  const compiled = await compileBody(input, route, neutral);
  const out = {
    diagnostics: neutral.diagnostics,
    toc: neutral.toc,
    ids: neutral.ids,
    links: neutral.links,
    firstHeading: neutral.firstHeading,
    leadingHeading: neutral.leadingHeading,
    ...(neutral.titleInBody ? { titleInBody: true } : {}),
    head: neutral.head,
    reads: neutral.reads,
    files: neutral.files,
  };
  // Links hold tokens by design; anything else that does (a heading made of a link's href, a
  // message quoting one) would show it.
  const { links: _links, ...rest } = out;
  const tokensOutsideLinks = JSON.stringify(rest).includes(NONCE);
  // A URL a site plugin saw and kept outside the link (electron's previews copy it) is this locale's.
  const compiledText = JSON.stringify(compiled);
  const urlKept = [...(neutral.writtenAs?.keys() ?? [])].some((url) => compiledText.includes(url));
  return {
    compiled,
    // A component's Markdown imports are compiled into its own module, with this route's links.
    shareable: !localeRead && !tokensOutsideLinks && !urlKept && !('mdx' in compiled && compiled.mdx.componentMarkdown),
    fits: (other) =>
      other === strings ||
      (readAll
        ? JSON.stringify(other) === JSON.stringify(strings)
        : [...read].every(([key, value]) => other[key] === value)),
    originals,
    out,
    media: [],
  };
}

/** The shared body with the route's links in place of the tokens, its outputs given to `fileCtx`. */
async function applyBody(
  input: MarkdownStageInput,
  route: RouteRecord,
  body: NeutralBody,
  fileCtx: MarkdownFileContext,
  made: MadeFrom,
): Promise<RouteBody | undefined> {
  const resolved = body.originals.map(({ href, file }) =>
    ((file && fileCtx.resolversFor?.(file)) || fileCtx).resolveLink(href),
  );
  const hrefs = resolved.map((r, i) => (r && !('error' in r) ? r.href : body.originals[i]!.href));
  // An href a browser would leave the page for is published with rel=noopener when written so.
  if (hrefs.some((href) => !VERBATIM.test(href) || /^https?:/i.test(href))) return undefined;
  const put = (text: string) => text.replace(TOKEN, (_, i: string) => hrefs[Number(i)]!);
  const { compiled } = body;
  const own: CompiledBody =
    'html' in compiled ? { html: put(compiled.html) } : { mdx: await ownModules(input, compiled.mdx, put) };
  if (('html' in own ? own.html : (own.mdx.code ?? '')).includes(NONCE)) return undefined;

  const { out } = body;
  fileCtx.diagnostics.push(...out.diagnostics.map((d) => ({ ...d })));
  for (const link of out.links) {
    const i = LINK_TOKEN.exec(link.href)?.[1];
    if (i === undefined) {
      fileCtx.links.push({ ...link });
      continue;
    }
    const r = resolved[Number(i)];
    if (r && 'error' in r) {
      // As `publishHref` does: reported here at the link, left out of the link stage.
      fileCtx.diagnostics.push({ ...r.error, file: fileCtx.relFile, line: link.line, column: link.column });
      fileCtx.links.push({
        href: link.original,
        line: link.line,
        column: link.column,
        original: link.original,
        unchecked: true,
      });
    } else {
      if (r?.warning)
        fileCtx.diagnostics.push({ ...r.warning, file: fileCtx.relFile, line: link.line, column: link.column });
      fileCtx.links.push({ ...link, href: hrefs[Number(i)]! });
    }
  }
  fileCtx.toc.push(...structuredClone(out.toc));
  fileCtx.ids.push(...out.ids);
  if (out.firstHeading) fileCtx.firstHeading = { ...out.firstHeading };
  if (out.leadingHeading !== undefined) fileCtx.leadingHeading = out.leadingHeading;
  if (out.titleInBody) fileCtx.titleInBody = true;
  if (out.head) fileCtx.head = structuredClone(out.head);
  if (out.reads?.length) (fileCtx.reads ??= []).push(...out.reads.map((r) => ({ ...r })));
  if (out.files?.length) (fileCtx.files ??= []).push(...out.files);
  for (const [outPath, file] of body.media) input.assets.set(outPath, file);
  return finishBody(input, route, own, fileCtx, made);
}

/**
 * The MDX page's code with the route's links, and the MDX files it imports written again with
 * them (each file's module is named by its code): their URLs replaced in the modules that import
 * them and in the page.
 */
async function ownModules(
  input: MarkdownStageInput,
  mdx: CompiledMdxPage,
  put: (text: string) => string,
): Promise<CompiledMdxPage> {
  if (mdx.code === undefined) return mdx;
  // Loaded as body.ts loads it: only a build with MDX pages has such a body.
  const { writeModule } = await import('../mdx/render.js');
  const urls = new Map<string, string>();
  const relink = (code: string) => {
    let text = put(code);
    for (const [from, to] of urls) text = text.replaceAll(from, to);
    return text;
  };
  const partials = mdx.partials.map(({ file, code, url }) => {
    const own = relink(code);
    const ownUrl = own === code ? url : writeModule(input.ctx, file, own);
    urls.set(url, ownUrl);
    return { file, code: own, url: ownUrl };
  });
  return { ...mdx, code: relink(mdx.code), partials };
}
