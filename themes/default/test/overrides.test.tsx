import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import theme, { type ThemeProps } from '../src/index.tsx';
import { docView, notFoundView } from './fixtures.ts';

const html = (t: typeof theme, view = docView('en')) => renderToString(t.renderPage(view) as ReactElement);

describe("component overrides (a site's theme/<Name>.tsx)", () => {
  test('the registry names every component a site may override (docs/authoring.md lists them)', () => {
    expect(Object.keys(theme.components).sort()).toEqual([
      'AnnouncementBar',
      'BlogPage',
      'BlogPostMeta',
      'BlogSidebar',
      'Brand',
      'Breadcrumbs',
      'ColorModeToggle',
      'ComponentPage',
      'DocLayout',
      'DocTags',
      'Document',
      'DrawerNav',
      'Footer',
      'Head',
      'Icon',
      'LastUpdated',
      'LocaleDropdown',
      'MarkdownPage',
      'NavDropdown',
      'NavLink',
      'Navbar',
      'NotFound',
      'PageDrawer',
      'Pagination',
      'SearchButton',
      'Sidebar',
      'Toc',
      'TocMobile',
      'UntranslatedNotice',
      'VersionBanner',
      'VersionDropdown',
      'VisibilityBanner',
    ]);
    for (const c of Object.values(theme.components)) expect(typeof c).toBe('function');
  });

  test('an override replaces the component on every page; the original can be wrapped', () => {
    const Original = theme.components.Footer;
    const Footer = (props: ThemeProps) => (
      <>
        <Original {...props} />
        <p className="site-note">wrapped</p>
      </>
    );
    const custom = theme.withOverrides({ Footer });
    for (const view of [docView('en'), notFoundView('fr')]) {
      const out = html(custom, view);
      expect(out).toMatch(/<footer class="dg-footer">.*<\/footer><p class="site-note">wrapped<\/p><\/body>/);
    }
    // The theme itself is unchanged, and overrides accumulate.
    expect(html(theme)).not.toContain('site-note');
    const both = custom.withOverrides({
      Brand: () => (
        <a className="my-brand" href="/">
          B
        </a>
      ),
    });
    expect(html(both)).toContain('site-note');
    expect(html(both)).toContain('<a class="my-brand" href="/">B</a>');
    expect(html(both)).not.toContain('dg-navbar__brand');
  });

  test('a component used in many places (Icon) is replaced in all of them', () => {
    const out = html(theme.withOverrides({ Icon: ({ name }: { name: string }) => <i data-icon={name} /> }));
    expect(out).not.toContain('<svg class="dg-icon');
    expect(out).toContain('<i data-icon="menu"></i>');
    expect(out).toContain('<i data-icon="chevronDown"></i>');
  });

  test('names the theme does not have, and non-components, are ignored (the core reports them)', () => {
    const same = theme.withOverrides({ Fotter: () => null, Footer: 'not a component' });
    expect(html(same)).toBe(html(theme));
  });

  test('overrides change nothing else: the default rendering is the same with an identity override', () => {
    const Navbar = theme.components.Navbar;
    expect(html(theme.withOverrides({ Navbar: (p: ThemeProps) => <Navbar {...p} /> }))).toBe(html(theme));
  });
});
