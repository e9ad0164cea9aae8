import { didYouMean } from '@docgen/config';

/** The attributes each directive reads (`id` is `{#createOrder}`, the short form of `operation`). */
const ATTRIBUTES: Record<string, readonly string[]> = {
  openapi: ['operation', 'operationId', 'id', 'level'],
  'openapi-errors': ['resource'],
  'openapi-statuses': ['extension'],
  'openapi-page': ['ref', 'page', 'key'],
};

const EXAMPLES: Record<string, string> = {
  openapi: '::openapi{operation=createOrder level=3}',
  'openapi-errors': '::openapi-errors{resource=orders}',
  'openapi-statuses': '::openapi-statuses{extension=x-tracking-statuses}',
  'openapi-page': '::openapi-page{ref="api" page="operation" key="create-order"} (the body of a generated page)',
};

/** What is wrong with a directive's attributes, for an `OpenApiInvalidDirective` diagnostic. */
export interface DirectiveIssue {
  message: string;
  why: string;
  fix: string;
}

/**
 * The attributes a directive does not read (a misspelt `operaton=`), a missing operation and a
 * heading level out of 2–6: each an issue, with "did you mean …?" where a name is close.
 */
export function directiveIssues(name: string, attrs: Record<string, string | null | undefined>): DirectiveIssue[] {
  const known = ATTRIBUTES[name] ?? [];
  const issues: DirectiveIssue[] = [];
  for (const key of Object.keys(attrs)) {
    if (known.includes(key)) continue;
    issues.push({
      message: `::${name} has no attribute "${key}".`,
      why: `::${name} reads ${known.length > 0 ? known.map((k) => `"${k}"`).join(', ') : 'no attribute'}: ${EXAMPLES[name]}.`,
      fix: didYouMean(key, known) ?? `remove "${key}".`,
    });
  }
  if (name === 'openapi') {
    const operation = ['operation', 'operationId', 'id'].find((k) => k in attrs);
    if (!operation && !Object.keys(attrs).some((k) => !known.includes(k) && didYouMean(k, ['operation'])))
      issues.push({
        message: '::openapi needs an operation: ::openapi{operation=operationId}.',
        why: 'The directive embeds one operation of the document, named by its operationId or by "METHOD /path".',
        fix: 'add operation=<operationId>.',
      });
    const level = attrs.level;
    if (level !== undefined && !/^[2-6]$/.test(String(level ?? '').trim()))
      issues.push({
        message: `::openapi level="${String(level ?? '')}" is not a heading level from 2 to 6.`,
        why: "The level is that of the operation's heading; its sections are one level below.",
        fix: 'use level=2, 3 (the default), 4, 5 or 6.',
      });
  }
  return issues;
}
