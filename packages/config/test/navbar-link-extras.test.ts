import { expect, it } from 'vitest';
import { footerSchema, navbarItem } from '../src/navbar-schema.js';

const issues = (item: unknown) => {
  const r = navbarItem.safeParse(item);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

it('takes an icon link: no text, a class to draw it, an aria-label to name it', () => {
  const icon = {
    type: 'link',
    href: 'https://github.com/acme/acme',
    label: '',
    className: 'header-github-link',
    attributes: { 'aria-label': 'GitHub repository' },
  };
  expect(issues(icon)).toEqual([]);
  expect(issues({ type: 'doc', docId: 'intro', className: 'nav-guides', attributes: { 'data-x': '1' } })).toEqual([]);
});

it('refuses a link nobody can name, and attributes docgen writes itself', () => {
  expect(issues({ type: 'link', href: '/x', label: '' })).toEqual([
    "label: has no text (label ''): give it a label, or, for an icon link drawn by its className, attributes: { 'aria-label': '…' }",
  ]);
  expect(issues({ type: 'link', href: '/x', label: { en: 'X', fr: '' } })[0]).toMatch(/^label: has no text/);
  for (const name of ['href', 'class', 'onclick', 'aria-current', 'style', 'data-dg-nav-link'])
    expect(issues({ type: 'link', href: '/x', label: 'X', attributes: { [name]: 'v' } })).toEqual([
      'attributes: sets an attribute docgen writes itself (href, class, aria-current, style, on…, data-docgen-…)',
    ]);
  expect(issues({ type: 'link', href: '/x', label: 'X', attributes: { 'a b': 'v' } })[0]).toMatch(
    /^attributes: has a key that is not an HTML attribute name/,
  );
});

it('holds a footer link to the same rule', () => {
  const r = footerSchema.safeParse({ links: [{ label: '', href: 'https://github.com/acme' }] });
  expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)[0]).toMatch(
    /^links\.0(\.label)?: /,
  );
  const icon = {
    label: '',
    href: 'https://github.com/acme',
    className: 'footer-gh',
    attributes: { 'aria-label': 'GitHub' },
  };
  expect(footerSchema.safeParse({ links: [icon] }).success).toBe(true);
});
