/** An MDX syntax error named as the MDX 1 form behind it, with the MDX 3 way to write it. */
export interface Mdx1Hint {
  form: string;
  why: string;
  fix: string;
}

// Lower case only: `<Link>` is a component, which MDX 3 wants closed as any other.
const VOID = /^(?:area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)$/;
const SWITCH =
  '; a site written for Docusaurus 2 (MDX 1) can set `markdown.mdx1Compat.syntax: true` to read its files as MDX 1 did';

/**
 * The MDX 1 (Docusaurus 2) form an MDX 3 syntax error comes from, read from MDX's message and the
 * line it points at; undefined when the error is not one MDX 1 accepted. `compat`: whether the
 * file was already read with `markdown.mdx1Compat.syntax` (then only the MDX 3 spelling is offered).
 */
export function mdx1Hint(reason: string, line: string, column: number, compat: boolean): Mdx1Hint | undefined {
  const hint = formOf(reason, line, column, compat);
  if (!hint) return undefined;
  const { mdx1Reads, ...rest } = hint;
  return compat || mdx1Reads === false ? rest : { ...rest, fix: `${rest.fix}${SWITCH}` };
}

const ESM_BLOCK =
  'MDX 1 read the whole block of lines starting with an import or export, up to an empty line, as JavaScript; MDX 3 accepts only import and export statements in it.';

/** `mdx1Reads: false`: a form `mdx1Compat.syntax` does not read either (the switch is not offered). */
function formOf(
  reason: string,
  line: string,
  column: number,
  compat: boolean,
): (Mdx1Hint & { mdx1Reads?: false }) | undefined {
  const code = /^Unexpected `(\w+)` in code: only import\/exports are supported/.exec(reason);
  if (code && /^(?:Variable|Function|Class)Declaration$/.test(code[1]!))
    return {
      form: 'MDX 1 form: a declaration among the imports',
      why: ESM_BLOCK,
      fix: 'write `export` before it (`export const …`, `export function …`)',
    };
  if (code)
    return {
      form: 'MDX 1 form: a statement among the imports',
      why: ESM_BLOCK,
      fix: 'move it into a module the page imports, or into an exported declaration (`export const x = …`)',
      mdx1Reads: false,
    };
  const closing = /Expected a closing tag for `<([^>\s]+)>`/.exec(reason);
  if (closing && VOID.test(closing[1]!))
    return {
      form: `MDX 1 form: unclosed void element <${closing[1]}>`,
      why: `MDX 1 closed HTML's void elements itself; in MDX 3 every tag is JSX and <${closing[1]}> must be closed.`,
      fix: `write <${closing[1]} /> (with its attributes before the slash)`,
    };
  if (closing && /before the end of `paragraph`/.test(reason))
    return {
      form: 'MDX 1 form: a tag opening a block of text',
      why: `MDX 1 read a block starting with a tag as JSX up to the next blank line; MDX 3 reads <${closing[1]}> followed by text on its line as a tag inside a paragraph, which the paragraph must close.`,
      fix: `put <${closing[1]}> alone on its line (and its closing tag alone on its own), with a blank line before the Markdown inside`,
    };
  if (/to create a link in MDX/.test(reason))
    return {
      form: 'MDX 1 form: autolink <https://…>',
      why: 'MDX 1 read `<https://…>` as a link; MDX 3 reads `<` as the start of a JSX tag.',
      fix: 'write [https://…](https://…) or the bare URL',
    };
  if (/to create a comment in MDX/.test(reason))
    return {
      form: 'MDX 1 form: HTML comment',
      why: 'MDX 1 dropped `<!-- … -->` comments; MDX 3 reads `<!` as a tag.',
      fix: 'write {/* … */}, or leave markdown.mdx1Compat.comments on',
    };
  if (/before name|in name, expected/.test(reason) && line.lastIndexOf('<', column - 1) >= 0)
    return {
      form: 'MDX 1 form: `<` as text',
      why: 'MDX 1 read a `<` that starts no tag (`a <= b`, `<5 ms`) as text; MDX 3 reads every `<` as the start of a JSX tag.',
      fix: 'write \\< or &lt;, or put the expression in `code`',
    };
  // Under mdx1Compat.syntax text braces are characters already: what is left is JSX's own.
  if (!compat && /expression|acorn|closing brace/.test(reason) && line.includes('{'))
    return {
      form: 'MDX 1 form: braces as text',
      why: 'MDX 1 read `{` and `}` in Markdown text as characters; MDX 3 reads `{…}` as a JavaScript expression.',
      fix: 'write \\{ and \\}, or put the text in `code`',
    };
  return undefined;
}
