import type { CatalogEntry } from './catalog-entry.js';

/** The names of `@docgen/plugin-openapi` (its document, its examples, its directives, its reference pages), in `CATALOG`'s order. */
export const OPENAPI_CATALOG = {
  OpenApiInvalidDocument: {
    kind: 'content',
    summary: 'The OpenAPI document (or a file its $refs lead to) is not valid.',
    why: 'pages generated from an invalid document would be wrong; with `validate: warn` they are built from it as written.',
    fix: "fix the document at the file and line shown, or set the plugin's `validate` to warn for a document you do not own.",
    warns: true,
  },
  OpenApiInvalidExample: {
    kind: 'content',
    summary: "An example of the OpenAPI document (or a schema's `default`) does not match its schema.",
    why: 'readers copy examples; one the API would reject misleads them.',
    fix: 'fix the example, or the schema, at the line shown.',
    warns: true,
  },
  OpenApiInvalidGeneratedExample: {
    kind: 'content',
    summary:
      'An example the pages make from a schema (the document gives none there) does not match that schema: a rule its maker does not meet.',
    why: 'readers copy examples; a made-up one the API would reject misleads them as much as a written one.',
    fix: 'give the operation or schema named an `example` of its own: the page shows it in place of the made-up one.',
    warns: true,
  },
  OpenApiUnresolvedRef: {
    kind: 'content',
    summary:
      "A $ref of the OpenAPI document leads nowhere: a missing file, a pointer to nothing or to a chain of $refs back to itself, a URL or a file outside the site, or a schema's $ref to a part that is not a schema (`#/info`, a parameter); or an example's relative `externalValue` names a file that cannot be read or is outside the site.",
    why: 'the pages would miss what it points to; files are read from the site folder only, never fetched.',
    fix: 'correct the path or the pointer (relative to the file that holds the $ref).',
    warns: true,
  },
  OpenApiDuplicateOperationId: {
    kind: 'content',
    summary: 'Two operations of the OpenAPI document have the same operationId.',
    why: 'pages, links and directives name operations by id; the second one is named by its method and path.',
    fix: "give each operation an id of its own; the one suggested is free in the document (no operation has it, no other fix suggests it) and made from what its path has that the first one's has not (`getProperty` of `/comment/properties` → `getCommentProperty`), else from its method.",
    warns: true,
  },
  OpenApiSchemaNotShown: {
    kind: 'content',
    summary: 'A schema of the OpenAPI document uses a keyword its reference pages do not show.',
    why: 'the pages show properties, alternatives, items, conditions and rules; a rule they leave out is one readers never see.',
    fix: "state the rule in the schema's description, which the pages show.",
    warns: true,
  },
  OpenApiXmlNoRoot: {
    kind: 'content',
    summary:
      'An XML body of the OpenAPI document has an example given as data, or none, while its schema names no root element (no `xml.name`, an inline schema).',
    why: "an XML document has one root element, named by the schema's `xml.name` or its component's name: without one the example and the code samples put the XML in a stand-in `<root>` element the reader has to rename.",
    fix: 'give the schema `xml: { name: <root element> }`, make it a component named as the root element, or write the example as XML text.',
    warns: true,
  },
  OpenApiSchemaDialect: {
    kind: 'content',
    summary:
      "The OpenAPI document names a JSON Schema dialect other than the one its schemas are read in (`jsonSchemaDialect`, a schema's `$schema`): draft-07, draft-04, 2019-09 or its own; or an OpenAPI 3.1 or 3.2 document writes 3.0's `nullable`, which 2020-12 does not have.",
    why: "schemas are read as JSON Schema 2020-12 (OpenAPI 3.1's dialect); keywords another dialect reads otherwise (`items` as a list, `dependencies`, `additionalItems`) would be shown and checked with 2020-12's meaning. `nullable` is read as 3.0 reads it (null allowed), where tools reading 3.1 ignore it and refuse null.",
    fix: 'write the schemas in JSON Schema 2020-12 and remove the `$schema` (or name 2020-12 or OpenAPI\'s base dialect); for `nullable: true`, write null in the type (`type: [string, "null"]`).',
    warns: true,
  },
  OpenApiClosedComposition: {
    kind: 'content',
    summary:
      'A schema of the OpenAPI document is closed (`additionalProperties: false`) beside an `allOf`, `oneOf` or `anyOf` whose parts declare other keys, or is a part of an `allOf` whose other parts do and which refuses those keys (closed) or gives them a schema their own refuses (`additionalProperties: { type: object }` over a `key: { type: number }`): by JSON Schema, no value that has them is valid.',
    why: 'additionalProperties sees only the properties written beside it, and each part of an allOf is checked alone: a validator of requests would refuse every value. The pages show the keys as allowed, as the document means, and check its examples so.',
    fix: 'close the whole, not its parts: in OpenAPI 3.1 write `unevaluatedProperties: false` (or the schema of the other keys) beside the allOf; in 3.0 list the keys under `properties` beside the closing keyword, or remove it.',
    warns: true,
  },
  OpenApiRefSiblingsIgnored: {
    kind: 'content',
    summary:
      'An OpenAPI 3.0 or Swagger 2.0 document writes keys beside a `$ref` (other than `description` and `summary`): the pages ignore them, as the specification says. One diagnostic per document, with their count and the first few.',
    why: 'in OpenAPI 3.0 and Swagger 2.0 a $ref replaces the object that holds it ("any properties added SHALL be ignored"): a `default` or `type` written beside it is neither checked nor shown.',
    fix: "remove them; in a schema, keep them by writing them beside `allOf: [{ $ref: … }]` in place of the $ref, or move the document to OpenAPI 3.1, where the keys beside a schema's $ref are part of it.",
    warns: true,
  },
  OpenApiHtmlRemoved: {
    kind: 'content',
    summary:
      "A description of the OpenAPI document holds HTML its reference pages remove: a `<script>`, `<style>` or `<template>` with its content, a tag GitHub's rules do not allow (`<iframe>`, `<font>`; its text is kept), an attribute they do not allow (`onclick`, `style`, `class`) or a URL whose scheme they refuse (`javascript:`). Past three descriptions, one warning lists them all.",
    why: "descriptions are sanitized with GitHub's rules, since the document is not the site's: it must not run code in the reader's page, restyle the site or embed other pages. What is removed is not shown.",
    fix: 'remove it from the description, or say it in markdown (a link, an image, a table); to show markup as text, put it in `code`.',
    warns: true,
  },
  OpenApiInvalidDirective: {
    kind: 'content',
    summary: 'An OpenAPI directive has an attribute (or a value) the plugin does not accept.',
    why: 'the directive cannot be rendered as written.',
    fix: 'use one of the attributes and values the message lists ("did you mean …?").',
  },
  OpenApiNoServer: {
    kind: 'content',
    summary:
      'The OpenAPI document gives no absolute server URL to an operation without servers of its own, and the plugin has no `server` option.',
    why: 'code samples would call a path with no host; they show a placeholder instead.',
    fix: 'set the `server` option of the openapi plugin (`openapi({ spec, server: "https://api.example.com" })`), or add `servers` to the document.',
    warns: true,
  },
  OpenApiBrokenLink: {
    kind: 'content',
    summary: 'A link in the OpenAPI document names an operation, tag or schema the document does not have.',
    why: 'links written for Redoc, ReadMe or Stoplight (`#operation/…`, `/reference/…`, JSON pointers) lead to the reference pages; this one leads nowhere, so the pages show its text alone.',
    fix: 'correct the link in the document.',
    warns: true,
  },
  OpenApiUnknownOperation: {
    kind: 'content',
    summary: 'A page names an operation the OpenAPI document does not have.',
    why: 'the page would embed nothing.',
    fix: 'use an operation id of the document ("did you mean …?").',
  },
} as const satisfies Record<string, CatalogEntry>;
