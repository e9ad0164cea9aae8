/**
 * htmlparser2's rules (its `Parser` and `Tokenizer`, HTML mode), for `html-events.ts`: the open
 * elements a start tag ends, void elements, SVG's element names as written, HTML integration
 * points in SVG and MathML, the elements whose content is raw text, what ends a name.
 */
export const OPEN_IMPLIES_CLOSE: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const form = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
  const p = new Set(['p']);
  const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p']);
  const sections = new Set(['thead', 'tbody']);
  const ddt = new Set(['dd', 'dt']);
  const rtp = new Set(['rt', 'rp']);
  const map = new Map<string, ReadonlySet<string>>([
    ['tr', new Set(['tr', 'th', 'td'])],
    ['th', new Set(['th'])],
    ['td', new Set(['thead', 'th', 'td'])],
    ['body', new Set(['head', 'link', 'script'])],
    ['a', new Set(['a'])],
    ['li', new Set(['li'])],
    ['option', new Set(['option'])],
    ['optgroup', new Set(['optgroup', 'option'])],
    ['dd', ddt],
    ['dt', ddt],
    ['rt', rtp],
    ['rp', rtp],
    ['tbody', sections],
    ['tfoot', sections],
  ]);
  for (const name of ['p', 'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset'])
    map.set(name, p);
  for (const name of ['figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre'])
    map.set(name, p);
  for (const name of ['section', 'table', 'ul']) map.set(name, p);
  for (const name of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) map.set(name, headings);
  for (const name of ['select', 'input', 'output', 'button', 'datalist', 'textarea']) map.set(name, form);
  return map;
})();

export const VOID = new Set(
  'area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr'.split(
    ' ',
  ),
);
export const INTEGRATION = new Set([
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
  'foreignObject',
  'desc',
  'title',
]);
export const SVG_NAMES = new Map(
  (
    'altGlyph altGlyphDef altGlyphItem animateColor animateMotion animateTransform clipPath feBlend ' +
    'feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap ' +
    'feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge ' +
    'feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence ' +
    'foreignObject glyphRef linearGradient radialGradient textPath'
  )
    .split(' ')
    .map((name) => [name.toLowerCase(), name] as const),
);
/** Elements whose content is raw text up to their end tag (title and textarea: entities decoded). */
export const RAW_TEXT = new Set([
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'script',
  'style',
  'title',
  'textarea',
  'xmp',
]);

export const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
/** A tag's name or an attribute's ends at a space, `/` or `>`. */
export const endsName = (c: number) => c === 47 || c === 62 || isSpace(c);
export const isAlpha = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
/**
 * A name lower-cased, the string itself when it has nothing to lower: a page with one non-ASCII
 * character is a two-byte string, whose slices V8 lower-cases on its slow path (a sixth of the scan).
 */
export function lowerCase(name: string): string {
  for (let k = 0; k < name.length; k++) {
    const c = name.charCodeAt(k);
    if ((c >= 65 && c <= 90) || c > 127) return name.toLowerCase();
  }
  return name;
}

/** How much of an unclosed comment's end htmlparser2 leaves out: a partial `--!>` at the end. */
export function trailingCommentEnd(html: string, body: number): number {
  const n = html.length;
  let matched = 0;
  for (let k = body; k < n; k++) {
    const c = html.charCodeAt(k);
    if (matched === 3) matched = c === 45 ? 1 : 0;
    else if (c === (matched === 2 ? 33 : 45)) matched++;
    else if (!(matched === 2 && c === 45)) matched = 0;
  }
  return matched;
}
