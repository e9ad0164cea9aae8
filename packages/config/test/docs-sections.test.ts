import { describe, expect, test } from 'vitest';
import { DEFAULT_DOCS_PLUGIN_ID, docsSectionOf, docsVersionName } from '../src/docs-sections.js';

describe('the section and version of a docs version name', () => {
  test.each([
    ['current', { pluginId: 'default', version: 'current' }],
    ['1.0', { pluginId: 'default', version: '1.0' }],
    ['platform@current', { pluginId: 'platform', version: 'current' }],
    ['js-sdk@6.x.x', { pluginId: 'js-sdk', version: '6.x.x' }],
  ])('%s', (name, section) => {
    expect(docsSectionOf(name)).toEqual(section);
    // And back: the docs section's versions keep their plain names.
    expect(docsVersionName(section.pluginId, section.version)).toBe(name);
  });

  test('the docs section is the plugin "default", as Docusaurus names its preset docs plugin', () => {
    expect(DEFAULT_DOCS_PLUGIN_ID).toBe('default');
  });
});
