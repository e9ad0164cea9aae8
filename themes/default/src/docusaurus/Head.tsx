import { Children, isValidElement, type ReactNode } from 'react';
import { usePage } from './page.js';

/**
 * `@docusaurus/Head` of a Docusaurus React page: its `<title>` and `<meta name="description">` /
 * `<meta name="keywords">` go to the document head (docgen writes the rest of the head); any
 * other child is reported, not dropped in silence. Renders nothing in place.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const page = usePage();
  const head = page.head;
  const ignored: string[] = [];
  const visit = (nodes: ReactNode) =>
    Children.forEach(nodes, (child) => {
      if (!isValidElement(child)) return;
      const props = child.props as { children?: ReactNode; name?: string; content?: string };
      if (child.type === 'title' && head) head.title = textOf(props.children);
      else if (child.type === 'meta' && props.name === 'description' && head && props.content)
        head.description = props.content;
      else if (child.type === 'meta' && props.name === 'keywords' && head && props.content)
        head.keywords = props.content.split(/\s*,\s*/);
      else if (typeof child.type === 'string') ignored.push(`<${child.type}>`);
      else visit(props.children);
    });
  visit(children);
  if (!head) page.report('@docusaurus/Head is applied on React pages only');
  else if (ignored.length > 0)
    page.report(`@docusaurus/Head: ${[...new Set(ignored)].join(', ')} not written into the document head`);
  return null;
}

function textOf(node: ReactNode): string {
  let text = '';
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
  });
  return text;
}
