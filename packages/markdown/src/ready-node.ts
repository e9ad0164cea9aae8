import type { ElementContent } from 'hast';

/**
 * HTML a plugin made whole (as highlighted code is): a raw node the raw-HTML step does not parse
 * again, serialized as it is. A plugin places it where the same markup would be made again and
 * again (an OpenAPI schema shown by thirty operations); the steps after it (links, ids, headings,
 * other plugins' rehype steps) do not see inside it: make it with `finishFragment`.
 */
export interface ReadyHtml {
  type: 'raw';
  value: string;
  data: { docgenReady: true };
}

/** The type a ready node takes while rehype-raw parses the rest of its page (passed through). */
export const READY_PASS_THROUGH = 'docgenReadyHtml';

export function readyHtml(html: string): ElementContent {
  const node: ReadyHtml = { type: 'raw', value: html, data: { docgenReady: true } };
  return node as unknown as ElementContent;
}

export function isReadyHtml(node: { type: string; data?: unknown }): boolean {
  return node.type === 'raw' && (node.data as ReadyHtml['data'] | undefined)?.docgenReady === true;
}
