import { beforeEach, describe, expect, it, vi } from 'vitest';

// Counted: every page of a section shows the same descriptions, so their links are looked up
// once per page; what a lookup computes from the whole model must be made once per model.
const counts = vi.hoisted(() => ({ didYouMean: 0, kebab: 0 }));
vi.mock('@docgen/config', async (original) => {
  const actual = await original<typeof import('@docgen/config')>();
  return {
    ...actual,
    didYouMean: (...args: Parameters<typeof actual.didYouMean>) => {
      counts.didYouMean++;
      return actual.didYouMean(...args);
    },
  };
});
vi.mock('../src/reference/options.js', async (original) => {
  const actual = await original<typeof import('../src/reference/options.js')>();
  return {
    ...actual,
    kebab: (text: string) => {
      counts.kebab++;
      return actual.kebab(text);
    },
  };
});

const { anchorHint, sectionTarget } = await import('../src/reference/anchor-index.js');
const { docLinkTarget } = await import('../src/reference/links.js');
type ReferenceModel = import('../src/reference/model.js').ReferenceModel;

/** A section of `n` operations, each description giving a heading of its own. */
function section(n: number) {
  const ops = Array.from({ length: n }, (_, i) => ({
    entry: { id: `op${i}`, operation: { description: `### Step ${i}\nText.` } },
    slug: `op${i}`,
    href: `/docs/api/op${i}`,
  }));
  // Two operations one link names (ReadMe's lower case, the kebab case): the first one wins.
  ops.push(
    { entry: { id: 'List_Pets', operation: { description: '' } }, slug: 'list-pets', href: '/docs/api/list-pets' },
    { entry: { id: 'list-pets', operation: { description: '' } }, slug: 'list-pets-2', href: '/docs/api/list-pets-2' },
  );
  const model = {
    overview: { href: '/docs/api' },
    operations: ops,
    webhooks: [],
    tags: [],
    schemas: new Map(),
    byEntryId: new Map(ops.map((o) => [o.entry.id, o])),
  } as unknown as ReferenceModel;
  return { model, doc: { info: { description: '## Step 1\nThe first one.' } } };
}

describe('the lookups of a section, made once per model', () => {
  beforeEach(() => {
    counts.didYouMean = 0;
    counts.kebab = 0;
  });

  it('tells the hint of an anchor once, whatever the pages that link to it', () => {
    const { model, doc } = section(50);
    const hint = anchorHint('step-12x', model, doc);
    expect(hint).toContain('"#step-12"');
    for (let i = 0; i < 5; i++) expect(anchorHint('step-12x', model, doc)).toBe(hint);
    expect(counts.didYouMean).toBe(1);
    expect(anchorHint('op7', model, doc)).toBe('did you mean the page "/docs/api/op7"?');
    expect(anchorHint('nothing-like-it', model, doc)).toBeUndefined();
    expect(anchorHint('nothing-like-it', model, doc)).toBeUndefined();
    expect(counts.didYouMean).toBe(2);
  });

  it("hints the page of a schema or tag an anchor names by its name (DocuSign's `#envelopeDefinition`)", () => {
    const { model, doc } = section(3);
    model.schemas.set('envelopeDefinition', {
      slug: 'envelope-definition',
      href: '/docs/api/schemas/envelope-definition',
    } as never);
    model.tags.push({
      name: 'EnvelopeRecipients',
      slug: 'envelope-recipients',
      href: '/docs/api/tags/envelope-recipients',
      tag: {},
    } as never);
    expect(anchorHint('envelopeDefinition', model, doc)).toBe(
      'did you mean the page "/docs/api/schemas/envelope-definition"?',
    );
    expect(anchorHint('envelopedefinition', model, doc)).toBe(
      'did you mean the page "/docs/api/schemas/envelope-definition"?',
    );
    expect(anchorHint('EnvelopeRecipients', model, doc)).toBe(
      'did you mean the page "/docs/api/tags/envelope-recipients"?',
    );
    expect(anchorHint('envelopeDefinitions', model, doc)).toBeUndefined();
  });

  it("leads a Redoc section link to the first heading of its words, each id's kebab case made once", () => {
    const { model, doc } = section(50);
    // The overview's heading comes first in the index, before the operation's of the same words.
    expect(sectionTarget('#section/Step-1', model, doc)).toBe('/docs/api#step-1');
    const made = counts.kebab;
    expect(sectionTarget('#section/Step-30', model, doc)).toBe('/docs/api/op30#step-30');
    expect(sectionTarget('#section/Step-99', model, doc)).toBeUndefined();
    expect(counts.kebab - made).toBe(2);
  });

  it('finds the operation a link names without a search of every operation', () => {
    const { model } = section(50);
    expect(docLinkTarget('/reference/op31', model)).toBe('/docs/api/op31');
    const made = counts.kebab;
    expect(docLinkTarget('/reference/list-pets', model)).toBe('/docs/api/list-pets');
    expect(docLinkTarget('../reference/list_pets', model)).toBe('/docs/api/list-pets');
    expect(docLinkTarget('#operation/list-pets', model)).toBe('/docs/api/list-pets-2');
    expect(docLinkTarget('#operation/LIST_PETS', model)).toBe('/docs/api/list-pets');
    expect(docLinkTarget('#operation/Op9', model)).toBe('/docs/api/op9');
    expect(docLinkTarget('#operation/nowhere', model)).toBeNull();
    expect(counts.kebab - made).toBeLessThanOrEqual(6);
  });
});
