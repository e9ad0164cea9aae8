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

function anchorOf(label: string): string {
  const out = renderToString(
    createElement(
      ComponentsContext.Provider,
      { value: defaultComponents },
      createElement(Entries, {
        entries: [link(label)],
        depth: 0,
        currentPath: '/docs/intro',
        t: createTranslator(docView('en').strings, 'en'),
      }),
    ),
  );
  return /<a class="dg-sidebar__link"[^>]*>(.*?)<\/a>/.exec(out)?.[1] ?? '';
}

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
});
