import { describe, expect, it } from 'vitest';
import { isXmlMedia, xmlExample, xmlRootName } from '../src/xml-example.js';

describe('xmlExample', () => {
  it("reads OpenAPI 3.2's nodeType: element, attribute, text, cdata and none", () => {
    const doc = {
      components: {
        schemas: {
          Note: {
            type: 'object',
            xml: { name: 'note' },
            properties: {
              lang: { type: 'string', xml: { nodeType: 'attribute' } },
              body: { type: 'string', xml: { nodeType: 'text' } },
              script: { type: 'string', xml: { nodeType: 'cdata' } },
            },
          },
          Feed: {
            type: 'object',
            xml: { name: 'feed', namespace: 'http://www.w3.org/2005/Atom' },
            properties: {
              notes: {
                type: 'array',
                xml: { nodeType: 'element', name: 'notes' },
                items: { $ref: '#/components/schemas/Note' },
              },
              meta: {
                type: 'object',
                xml: { nodeType: 'none' },
                properties: { author: { type: 'string' } },
              },
            },
          },
        },
      },
    };
    const value = {
      notes: [
        { lang: 'en', body: 'a < b' },
        { lang: 'fr', script: 'x ]]> y' },
      ],
      meta: { author: 'Ada' },
    };
    expect(xmlExample(doc, { $ref: '#/components/schemas/Feed' }, value)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<feed xmlns="http://www.w3.org/2005/Atom">',
        '  <notes>',
        '    <note lang="en">a &lt; b</note>',
        '    <note lang="fr"><![CDATA[x ]]]]><![CDATA[> y]]></note>',
        '  </notes>',
        '  <author>Ada</author>',
        '</feed>',
      ].join('\n'),
    );
  });

  it("names a list's items by their component when no XML Object names them, else after the property", () => {
    const doc = {
      components: {
        schemas: {
          Container: { type: 'object', properties: { Name: { type: 'string' } } },
          List: {
            type: 'object',
            xml: { name: 'EnumerationResults' },
            properties: {
              Containers: { type: 'array', xml: { wrapped: true }, items: { $ref: '#/components/schemas/Container' } },
              Tags: { type: 'array', xml: { wrapped: true }, items: { type: 'string' } },
            },
          },
        },
      },
    };
    expect(xmlExample(doc, { $ref: '#/components/schemas/List' }, { Containers: [{ Name: 'a' }], Tags: ['x'] })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<EnumerationResults>',
        '  <Containers>',
        '    <Container>',
        '      <Name>a</Name>',
        '    </Container>',
        '  </Containers>',
        '  <Tags>',
        '    <Tags>x</Tags>',
        '  </Tags>',
        '</EnumerationResults>',
      ].join('\n'),
    );
  });

  it('names no root element for a schema without xml.name or a component name', () => {
    expect(xmlExample({}, { type: 'object', properties: { a: { type: 'string' } } }, { a: 'x' })).toBeUndefined();
  });

  it("shows a list no name wraps by its named items' elements, as Swagger UI does (the Petstore's Pet[])", () => {
    const doc = {
      components: {
        schemas: { Pet: { type: 'object', xml: { name: 'pet' }, properties: { name: { type: 'string' } } } },
      },
    };
    const list = { type: 'array', items: { $ref: '#/components/schemas/Pet' } };
    expect(xmlExample(doc, list, [{ name: 'Rex' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<pet>\n  <name>Rex</name>\n</pet>',
    );
    expect(xmlRootName(doc, list)).toBe('pet');
    // Items that name nothing either: no element to show.
    expect(xmlExample({}, { type: 'array', items: { type: 'object' } }, [{ a: 1 }])).toBeUndefined();
    expect(xmlRootName({}, { type: 'array', items: { type: 'object' } })).toBeUndefined();
  });

  it("names the root by an allOf part's XML Object, as Swagger UI merges them (Train Travel's wrapper)", () => {
    const doc = {
      components: {
        schemas: {
          Wrapper: { type: 'object', xml: { name: 'data' }, properties: { links: { type: 'object' } } },
          Station: { type: 'object', xml: { name: 'station' }, properties: { id: { type: 'string' } } },
        },
      },
    };
    const body = {
      allOf: [
        { $ref: '#/components/schemas/Wrapper' },
        { properties: { stations: { type: 'array', items: { $ref: '#/components/schemas/Station' } } } },
      ],
    };
    expect(xmlRootName(doc, body)).toBe('data');
    expect(xmlExample(doc, body, { stations: [{ id: 'a' }] })?.split('\n')[1]).toBe('<data>');
    // The schema's own XML Object is over its parts'.
    expect(xmlRootName(doc, { ...body, xml: { name: 'page' } })).toBe('page');
  });

  it('tells XML media types', () => {
    expect(
      ['application/xml', 'text/xml; charset=utf-8', 'application/atom+xml', 'application/soap+xml'].every(isXmlMedia),
    ).toBe(true);
    expect(['application/json', 'application/xml-dtd', 'text/plain'].some(isXmlMedia)).toBe(false);
  });
});
