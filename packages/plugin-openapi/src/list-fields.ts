import { HTTP_METHODS, type OaObject, WEBHOOK_ROOTS } from './model.js';

const isObject = (value: unknown): value is OaObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A path item's or an operation's `parameters`, `servers` and `security`, and the document's
 * `servers` and `security`, are lists; a vendor's document sometimes writes one entry as an object
 * (`parameters: { name: a, in: query }`, `servers: { url: … }`, `security: { bearer: [] }`) or
 * parameters as a map by name. The schema check reports it at its line; every later step
 * (examples, samples, pages) reads a list, so it is read as the list meant: the one entry, or the
 * map's parameters. Anything else (a string, a number) is read as none. Path items are reached
 * from `paths`, webhooks, `components.pathItems` and every callback, where `parameters` is the
 * Path Item's and not a link's.
 */
export function listFields(doc: OaObject): void {
  fix(doc);
  const seen = new Set<OaObject>();
  const pathItem = (item: unknown) => {
    if (!isObject(item) || seen.has(item)) return;
    seen.add(item);
    fix(item);
    for (const method of HTTP_METHODS) operation(item[method]);
    if (isObject(item.additionalOperations)) for (const op of Object.values(item.additionalOperations)) operation(op);
  };
  const operation = (op: unknown) => {
    if (!isObject(op)) return;
    fix(op);
    if (isObject(op.callbacks)) for (const callback of Object.values(op.callbacks)) callbackItems(callback);
  };
  const callbackItems = (callback: unknown) => {
    if (isObject(callback)) for (const item of Object.values(callback)) pathItem(item);
  };
  for (const root of ['paths', ...WEBHOOK_ROOTS])
    if (isObject(doc[root])) for (const item of Object.values(doc[root])) pathItem(item);
  const components = isObject(doc.components) ? doc.components : {};
  if (isObject(components.pathItems)) for (const item of Object.values(components.pathItems)) pathItem(item);
  if (isObject(components.callbacks))
    for (const callback of Object.values(components.callbacks)) callbackItems(callback);
}

function fix(holder: OaObject): void {
  for (const key of ['parameters', 'servers', 'security']) {
    const list = holder[key];
    if (list === undefined || Array.isArray(list)) continue;
    if (!isObject(list)) holder[key] = [];
    else if (key !== 'parameters' || 'name' in list || 'in' in list || '$ref' in list) holder[key] = [list];
    else holder[key] = Object.values(list).filter(isObject);
  }
}
