const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  middot: '·',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements a browser does not show the content of (a bar's `<style>` of its own animation, a comment). */
const UNSHOWN = /<(style|script|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;

/** The HTML without what a browser does not show; `lost` gets each element taken out. */
function shownOnly(html: string, lost?: Set<string>): string {
  return html.replace(UNSHOWN, (_whole, tag: string | undefined) => {
    if (tag) lost?.add(`<${tag.toLowerCase()}>`);
    return ' ';
  });
}

// A block element's edge separates words as a browser shows them: `</p>Built` is two words.
const BLOCK_EDGE =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|nav|ol|p|section|table|td|th|tr|ul)\b[^>]*>/gi;

/**
 * Plain text of an HTML fragment (Docusaurus' footer copyright): tags dropped (`<style>`, `<script>`
 * and comments with what they hold), entities decoded.
 */
export function htmlToText(html: string): { text: string; hadTags: boolean } {
  const hadTags = /<[a-z/!][^>]*>/i.test(html);
  const text = decode(
    shownOnly(html)
      .replace(BLOCK_EDGE, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return { text, hadTags };
}

/**
 * Inline markdown of an HTML fragment (Docusaurus' announcement bar): links, strong, emphasis and
 * code carried over, inside a link's text too; other tags dropped (`lost`: their markup, not their
 * text, but a `<style>` or `<script>` with what it holds, which a browser does not show), and so
 * is a link's `target`, which a markdown link cannot say.
 */
export function htmlToMarkdown(html: string): { markdown: string; lost: string[] } {
  const lost = new Set<string>();
  const inline = (fragment: string) =>
    fragment
      .replace(/<\/?(strong|b)>/gi, '**')
      .replace(/<\/?(em|i)>/gi, '*')
      .replace(/<\/?code>/gi, '`')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<\/?([a-z][a-z0-9-]*)[^>]*>/gi, (_w, tag: string) => {
        lost.add(`<${tag.toLowerCase()}>`);
        return '';
      });
  const out = shownOnly(html, lost).replace(
    /<a\s([^>]*?)href\s*=\s*(["'])(.*?)\2([^>]*)>([\s\S]*?)<\/a>/gi,
    (_w, before: string, _q, href: string, after: string, text: string) => {
      if (/\btarget\s*=/i.test(`${before} ${after}`)) lost.add('<a target>');
      return `[${inline(text).trim()}](${decode(href)})`;
    },
  );
  return { markdown: decode(inline(out)).replace(/\s+/g, ' ').trim(), lost: [...lost].sort() };
}
