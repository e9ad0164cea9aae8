/** Which packages a site Root's own files import (`rootPackageSpecifiers`): values only, not React's nor Docusaurus'. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { rootPackageSpecifiers } from '../src/mdx/site-root-packages.js';

it('lists the packages a Root imports values from', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-root-packages-'));
  const file = path.join(dir, 'Root.tsx');
  fs.writeFileSync(
    file,
    [
      "import { Theme, Card } from '@radix-ui/themes';",
      "import debounce from 'lodash/debounce';",
      "import type { Props } from '@theme/Root';",
      "import type { Config } from 'some-types';",
      "import { type A, type B } from 'only-types';",
      "import React, { useState } from 'react';",
      "import { useLocation } from '@docusaurus/router';",
      "import { DocItemContextProvider } from '@site/src/context';",
      "import styles from './styles.module.css';",
      "import '@radix-ui/themes/styles.css';",
      "import { useRoutes } from 'react-router-dom';",
      "import fs2 from 'node:fs';",
      "const lazy = () => import('browser-only');",
    ].join('\n'),
  );
  try {
    expect(rootPackageSpecifiers([file])).toEqual(['@radix-ui/themes', 'lodash/debounce']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
