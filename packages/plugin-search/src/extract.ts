/**
 * Reads a rendered page from its HTML (a page the render stage did not read in this build: kept
 * from an earlier build, or for tools besides the build): one streaming pass of htmlparser2's
 * tokenizer into the page reader, stopped at the end of the article.
 */
import { Parser } from 'htmlparser2';
import { type ExtractedPage, pageReader } from './page-reader.js';

export { type ExtractedPage, identifiers, type Section } from './page-reader.js';

/**
 * The sections of a page's main article (`[data-dg-main] article`), or undefined when the page
 * has none (a component page, a page the theme renders differently). No DOM: building the DOM
 * of a 400 KB API page cost more than reading it.
 */
export function extractPage(html: string): ExtractedPage | undefined {
  const reader = pageReader();
  const parser = new Parser(
    {
      onopentag: (name, attribs) => reader.onopentag(name, attribs),
      ontext: (text) => reader.ontext(text),
      onclosetag(name) {
        reader.onclosetag(name);
        if (reader.ended) parser.pause();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return reader.done();
}
