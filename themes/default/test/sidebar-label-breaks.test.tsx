/**
 * A sidebar link whose label is one long word of parts (an API operation id such as Discord's
 * `get_my_application_role_connection`, Svix's `message.attempt.exhausted`) may wrap between its
 * parts: `overflow-wrap: anywhere` alone broke it mid-part (`get_my_applicatio` / `n`).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { SidebarEntry } from '@docgen/shared';
import { defaultComponents } from '../src/components.ts';
import { Entries } from '../src/components/Sidebar.tsx';
import { createTranslator } from '../src/i18n.ts';
import { ComponentsContext } from '../src/slots.ts';
import { docView } from './fixtures.ts';

const link = (label: string): SidebarEntry => ({
  type: 'link',
  label,
  href: '/docs/x',
  active: false,
  external: false,
});

function render(entry: SidebarEntry): string {
  return renderToString(
    createElement(
      ComponentsContext.Provider,
      { value: defaultComponents },
      createElement(Entries, {
        entries: [entry],
        depth: 0,
        currentPath: '/docs/intro',
        t: createTranslator(docView('en').strings, 'en'),
      }),
    ),
  );
}

function anchorOf(label: string): string {
  return /<a class="dg-sidebar__link"[^>]*>(.*?)<\/a>/.exec(render(link(label)))?.[1] ?? '';
}

const category = (label: string, href?: string, collapsible = true): SidebarEntry => ({
  type: 'category',
  label,
  key: 'k',
  ...(href ? { href } : {}),
  collapsible,
  collapsed: true,
  active: false,
  items: [],
});

describe('sidebar link labels', () => {
  test('a long word of parts gets a break opportunity after _ / . and before an inner capital', () => {
    expect(anchorOf('get_my_application_role_connection')).toBe(
      'get_<wbr/>my_<wbr/>application_<wbr/>role_<wbr/>connection',
    );
    expect(anchorOf('message.attempt.exhausted')).toBe('message.<wbr/>attempt.<wbr/>exhausted');
    // A path in a label breaks at its folders; a version number stays whole.
    expect(anchorOf('1.0 in versioned_docs/version-1.0')).toBe('1.0 in versioned_<wbr/>docs/<wbr/>version-1.0');
    expect(anchorOf('List xml_getComplexTypeRefNoMeta')).toBe(
      'List xml_<wbr/>get<wbr/>Complex<wbr/>Type<wbr/>Ref<wbr/>No<wbr/>Meta',
    );
  });

  test('words and short ids stay as they are', () => {
    expect(anchorOf('Create an order')).toBe('Create an order');
    expect(anchorOf('get_rates')).toBe('get_rates');
    expect(anchorOf('Internationalization and localization')).toBe('Internationalization and localization');
  });

  test("a linked category's hidden copy of its label is an <a> without href, which the site's link rules size alike", () => {
    // crowdsec-docs' `.sideBarItemRecommended a::after { content: "Rec." }` widened the link, which
    // wrapped and overlapped the next item while a <span> copy kept the row one line high.
    const linked = render({ ...category('CrowdSec Console', '/docs/console'), className: 'sideBarItemRecommended' });
    expect(linked).toMatch(
      /<li class="[^"]*sideBarItemRecommended"><a class="dg-sidebar__category-link" href="\/docs\/console">/,
    );
    expect(linked).toContain(
      '<summary class="dg-sidebar__summary"><a class="dg-sidebar__spacer" aria-hidden="true">CrowdSec Console</a>',
    );
  });

  test("a category's label breaks so too (Argo's tag `ClusterWorkflowTemplateService` was cut off)", () => {
    const broken = 'Cluster<wbr/>Workflow<wbr/>Template<wbr/>Service';
    const linked = render(category('ClusterWorkflowTemplateService', '/docs/argo/tags/x'));
    expect(/<a class="dg-sidebar__category-link"[^>]*>(.*?)<\/a>/.exec(linked)?.[1]).toBe(broken);
    expect(/<a class="dg-sidebar__spacer"[^>]*>(.*?)<\/a>/.exec(linked)?.[1]).toBe(broken);
    const plain = render(category('ClusterWorkflowTemplateService'));
    expect(/<span class="dg-sidebar__category-label">(.*?)<\/span>/.exec(plain)?.[1]).toBe(broken);
    const group = render(category('ClusterWorkflowTemplateService', undefined, false));
    expect(/<p class="dg-sidebar__heading[^"]*">(.*?)<\/p>/.exec(group)?.[1]).toBe(broken);
  });
});
