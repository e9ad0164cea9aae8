import type { Element, ElementContent, Root } from 'hast';
import { h } from '../vendor/unified.js';
import type { VFile } from 'vfile';
import { ADMONITION_ICONS, DOM, tabDomId } from '@docgen/shared';
import { ctxOf, t } from '../context.js';
import { ADMONITION_LOOK, ADMONITIONS } from './directives.js';
import { walk } from './walk.js';
import { nodePlace } from '../place.js';

const ICONS = ADMONITION_ICONS;

function attrs(node: Element): Record<string, string> {
  try {
    return JSON.parse(String(node.properties.dataAttrs ?? '{}')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Builds the final markup of admonitions and tabs (see docs/markup-contract.md). */
export function rehypeAdmonitionsAndTabs() {
  return (tree: Root, file: VFile) => {
    const ctx = ctxOf(file);
    let tabsCounter = 0;
    walk<Element, Root | Element>(tree, 'element', (node) => {
      const name = node.properties.dataDirective;
      if (typeof name !== 'string') return;
      const label = String(node.properties.dataLabel ?? '');
      // The label as written, links and code included (`:::info[Pro [feature](/pricing)]`), as Docusaurus shows it.
      const labelNode = node.children.find((c) => c.type === 'element' && 'dataDirectiveLabel' in c.properties);
      const labelContent = labelNode?.type === 'element' ? labelNode.children : [];
      const children = node.children.filter((c) => !(c.type === 'element' && 'dataDirectiveLabel' in c.properties));
      if ((ADMONITIONS as readonly string[]).includes(name)) {
        const typeLabel = t(ctx, `admonition.${name}`, name.charAt(0).toUpperCase() + name.slice(1));
        replace(
          node,
          h(
            'aside',
            {
              className: ADMONITION_LOOK[name]
                ? ['dg-admonition', `dg-admonition--${ADMONITION_LOOK[name]}`, `dg-admonition--${name}`]
                : ['dg-admonition', `dg-admonition--${name}`],
              role: 'note',
              ariaLabel: typeLabel,
            },
            [
              h('p', { className: ['dg-admonition__title'] }, [
                h(
                  'svg',
                  {
                    className: ['dg-admonition__icon'],
                    viewBox: '0 0 24 24',
                    width: 18,
                    height: 18,
                    ariaHidden: 'true',
                    focusable: 'false',
                  },
                  [h('path', { d: ICONS[ADMONITION_LOOK[name] ?? name] ?? ICONS.note, fill: 'currentColor' })],
                ),
                h('span', labelContent.length > 0 ? labelContent : label || typeLabel),
              ]),
              h('div', { className: ['dg-admonition__body'] }, children),
            ],
          ),
        );
        return;
      }
      if (name === 'tabs') {
        const uid = `${++tabsCounter}`;
        const group = attrs(node).group ?? '';
        const tabs = children.filter((c): c is Element => c.type === 'element' && c.properties.dataDirective === 'tab');
        const stray = children.filter((c) => c.type === 'element' && c.properties.dataDirective !== 'tab');
        if (stray.length > 0 || tabs.length === 0) {
          ctx.diagnostics.push({
            name: 'InvalidTabs',
            severity: 'error',
            message:
              tabs.length === 0
                ? 'A :::tabs container holds no :::tab.'
                : 'A ::::tabs container holds content outside its :::tab containers.',
            file: ctx.relFile,
            ...nodePlace(ctx, tree, node),
            why: 'Each tab is a :::tab[Label]{value="…"} container inside the tabs container (whose fence has more colons).',
            fix: 'put every block inside a :::tab, and give the outer fence four colons (::::tabs).',
          });
        }
        const items = tabs.map((tab, i) => {
          const tabLabel = String(tab.properties.dataLabel ?? '') || `Tab ${i + 1}`;
          const value = attrs(tab).value ?? slugValue(tabLabel);
          return {
            value,
            label: tabLabel,
            content: tab.children.filter((c) => !(c.type === 'element' && 'dataDirectiveLabel' in c.properties)),
          };
        });
        replace(
          node,
          h('div', { className: ['dg-tabs'], [DOM.tabs]: group }, [
            h(
              'div',
              { className: ['dg-tabs__list'], role: 'tablist' },
              items.map((item, i) =>
                h(
                  'button',
                  {
                    type: 'button',
                    role: 'tab',
                    className: ['dg-tabs__tab'],
                    id: tabDomId('t', uid, item.value),
                    ariaControls: tabDomId('p', uid, item.value),
                    ariaSelected: i === 0 ? 'true' : 'false',
                    tabIndex: i === 0 ? 0 : -1,
                    [DOM.tab]: item.value,
                  },
                  item.label,
                ),
              ),
            ),
            ...items.map((item, i) =>
              h(
                'div',
                {
                  className: ['dg-tabs__panel'],
                  role: 'tabpanel',
                  id: tabDomId('p', uid, item.value),
                  ariaLabelledby: tabDomId('t', uid, item.value),
                  tabIndex: 0,
                  [DOM.tabPanel]: item.value,
                  ...(i === 0 ? { dataActive: '' } : {}),
                },
                item.content as ElementContent[],
              ),
            ),
          ]),
        );
        return;
      }
      // An unknown container or a stray :::tab renders its content in a plain div.
      node.properties = {};
      node.children = children;
    });
  };
}

function replace(target: Element, next: Element): void {
  target.tagName = next.tagName;
  target.properties = next.properties;
  target.children = next.children;
}

function slugValue(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'tab'
  );
}
