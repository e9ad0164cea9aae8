import type { Element } from 'hast';
import type { MarkdownFileContext } from '../context.js';

/**
 * Gives an image the width and height of its file (or the one the author left out, in
 * proportion), as Docusaurus does for local images: the browser then reserves its box before
 * the file arrives and the text below does not move. CSS scales it down (`max-width: 100%;
 * height: auto`), so it looks as before. A size written in other units is left alone.
 */
export function reserveImageBox(node: Element, ctx: MarkdownFileContext, url: string): void {
  const { width, height } = node.properties;
  if (width !== undefined && height !== undefined) return;
  const size = ctx.imageSize?.(url);
  if (!size) return;
  ctx.files?.push(size.file);
  if (width === undefined && height === undefined) {
    node.properties.width = size.width;
    node.properties.height = size.height;
    return;
  }
  const given = pixels(width ?? height);
  if (given === undefined) return;
  if (width !== undefined) node.properties.height = Math.round((given * size.height) / size.width);
  else node.properties.width = Math.round((given * size.width) / size.height);
}

function pixels(value: unknown): number | undefined {
  const text = String(value).trim().replace(/px$/i, '');
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : undefined;
}
