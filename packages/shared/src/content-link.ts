/**
 * A link written in a page's content, with its source position. `unchecked`: the link stage
 * leaves it alone (reported already, or `pathname://`); `soft`: a link a plugin copied from a file
 * the site does not own (an OpenAPI document's, written for its vendor's site), broken as a
 * warning, not an error; `file`: the site-relative file it was written in when not the page's (a
 * soft link's document; `line` and `column` are then in that file); `heading`: a heading's own `#`
 * link, at its heading, the place of a broken one when no link of the author's has its href.
 */
export interface ContentLink {
  href: string;
  line: number;
  column: number;
  original: string;
  unchecked?: true;
  soft?: true;
  file?: string;
  heading?: true;
}
