/** MDX fixtures (fixtures/mdx/<case>/input.mdx → output.html), read as MDX 3. */
import path from 'node:path';
import { mdxFixtures } from './support/mdx-fixtures.js';

mdxFixtures('MDX fixtures', path.join(__dirname, 'fixtures', 'mdx'));
