import type { Root, Paragraph, Parent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { mdastToString, SKIP, visit } from '../vendor/unified.js';
import type { VFile } from 'vfile';
import { ctxOf, fileLine } from '../context.js';
import { nodePlace, nodeStart } from '../place.js';

/**
 * Docusaurus' keywords: its five, `caution` and `important`, and the legacy `secondary` and
 * `success` its mdx-loader still parses and its theme still renders (as note and tip).
 */
export const ADMONITIONS = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'secondary',
  'success',
] as const;
/** Docusaurus' extra types wear the look of the nearest of docgen's five (and their own class). */
export const ADMONITION_LOOK: Record<string, string> = {
  caution: 'warning',
  important: 'info',
  secondary: 'note',
  success: 'tip',
};
const CONTAINERS = new Set<string>([...ADMONITIONS, 'tabs', 'tab']);

/**
 * Turns container directives into plain elements carrying their name and label, for the
 * rehype stage to build the final markup (admonitions, tabs). Text directives docgen does
 * not know are put back as the text the author wrote ("10:30", "ex:ample" stay as they are).
 */
export function remarkDirectives() {
  return (tree: Root, file: VFile) => {
    const ctx = ctxOf(file);
    visit(tree, (node, index, parent) => {
      // A directive a site's remark plugin turned into an element of its own (`data.hName`, as
      // Docusaurus sites do for `:::config-example` tabs) is the plugin's: left as it made it.
      if (/^(?:text|leaf|container)Directive$/.test(node.type) && (node.data as { hName?: unknown })?.hName) return;
      if (node.type === 'textDirective') {
        if (!parent || index === undefined) return;
        const d = node as TextDirective;
        const label = d.children.length > 0 ? `[${mdastToString(d)}]` : '';
        (parent as Parent).children.splice(index, 1, { type: 'text', value: `:${d.name}${label}` });
        return [SKIP, index];
      }
      if (node.type === 'leafDirective') {
        const d = node as LeafDirective;
        // A plugin's directive it could not render, already reported by it (`data.dgReported`).
        if ((d.data as { dgReported?: boolean } | undefined)?.dgReported) {
          if (parent && index !== undefined) (parent as Parent).children.splice(index, 1);
          return [SKIP, index];
        }
        ctx.diagnostics.push({
          name: 'UnknownDirective',
          severity: 'warning',
          message: `Unknown directive "::${d.name}".`,
          file: ctx.relFile,
          ...nodePlace(ctx, tree, d),
          why: 'No plugin of this site handles it, so it renders as nothing.',
        });
        if (parent && index !== undefined) (parent as Parent).children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.type !== 'containerDirective') return;
      const d = node as ContainerDirective;
      const first = d.children[0] as Paragraph | undefined;
      const hasLabel = Boolean(first && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel);
      const label = hasLabel && first ? mdastToString(first) : '';
      if (!CONTAINERS.has(d.name)) {
        ctx.diagnostics.push({
          name: 'UnknownDirective',
          severity: 'warning',
          message: `Unknown container ":::${d.name}"; its content is shown as plain text.`,
          file: ctx.relFile,
          ...nodePlace(ctx, tree, d),
          why: `docgen knows ${[...CONTAINERS].map((n) => `:::${n}`).join(', ')}.`,
        });
      }
      if (hasLabel && first) {
        first.data = { ...first.data, hName: 'div', hProperties: { dataDirectiveLabel: '' } };
      }
      d.data = {
        ...d.data,
        hName: 'div',
        hProperties: {
          dataDirective: d.name,
          dataLabel: label,
          dataLine: String(fileLine(ctx, nodeStart(tree, d)?.line)),
          dataAttrs: JSON.stringify(d.attributes ?? {}),
        },
      };
    });
  };
}
