/**
 * MDX 1 fixtures (fixtures/mdx1/<form>/input.mdx → output.html): a folder per form MDX 1
 * (Docusaurus 2) accepted and MDX 3 rejects or reads otherwise, built with
 * `markdown.mdx1Compat.syntax`, each page showing the form with MDX 1's meaning.
 */
import path from 'node:path';
import { mdxFixtures } from './support/mdx-fixtures.js';

mdxFixtures('MDX 1 fixtures', path.join(__dirname, 'fixtures', 'mdx1'), ', markdown: { mdx1Compat: { syntax: true } }');
