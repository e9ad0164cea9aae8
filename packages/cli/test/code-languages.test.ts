import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeBlockLanguages, fenceLanguages, plainFenceLanguages } from '../src/migrate/code-languages.js';

describe('fenceLanguages', () => {
  it('names each block by its first info word, lowercased; meta first or none is ""', () => {
    const text = [
      '```KCL title="main.k"',
      'a = 1',
      '```',
      '```title="x"',
      '```',
      '```',
      '```',
      '> ~~~rego',
      '> package x',
      '> ~~~',
      '- item',
      '',
      '  ```c++',
      '  int a;',
      '  ```',
    ].join('\n');
    expect(fenceLanguages(text)).toEqual(['kcl', '', '', 'rego', 'c++']);
  });

  it('reads a fence inside a longer one as code', () => {
    expect(fenceLanguages('````md\n```kcl\nx\n```\n````\n')).toEqual(['md']);
  });
});

describe('plainFenceLanguages', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-langs-'));
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
  };

  it("counts the blocks and files of languages neither shiki nor the site's Prism knows", () => {
    write('docs/a.md', '```kcl\n```\n```kcl\n```\n```abnf\n```\n```yaml\n```\n```mdx-code-block\n```\n');
    write('i18n/zh-CN/docs/a.mdx', '```kcl\n```\n```ts\n```\n');
    write('docs/notes.txt', '```kcl\n```\n');
    expect(plainFenceLanguages(site, ['docs', 'i18n', 'blog', 'docs'], ['ABNF'])).toEqual([
      { name: 'kcl', blocks: 3, files: 2 },
    ]);
    expect(plainFenceLanguages(site, ['docs'], []).map((l) => l.name)).toEqual(['abnf', 'kcl']);
  });
});

describe('codeBlockLanguages', () => {
  it('reads <CodeBlock language> outside fences, by the name it is imported as, and in mdx-code-block', () => {
    const text = [
      "import Code from '@theme/CodeBlock';",
      '',
      '<CodeBlock language="KCL" title="a.k">{`a = 1`}</CodeBlock>',
      "<Code\n  language='rego'\n>x</Code>",
      '<CodeBlock language={"cue"}>y</CodeBlock>',
      '<CodeBlock language={lang}>z</CodeBlock>',
      '<CodeBlock className="language-x">w</CodeBlock>',
      '```md',
      '<CodeBlock language="inside">not a block</CodeBlock>',
      '```',
      '```mdx-code-block',
      '<CodeBlock language="nix">n</CodeBlock>',
      '```',
      '<Other language="lua" />',
    ].join('\n');
    expect(codeBlockLanguages(text)).toEqual(['kcl', 'rego', 'cue', 'nix']);
  });
});
