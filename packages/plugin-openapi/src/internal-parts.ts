import { deref, type LoadedApi, type OaObject } from './model.js';
import { walkObjects } from './oas-kinds.js';

/** Whether a part, or the part its `$ref` names, is marked `x-internal: true`. */
function isInternal(doc: OaObject, node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if ((node as OaObject)['x-internal'] === true) return true;
  const target = deref<OaObject>(doc, node as OaObject).value;
  return !!target && typeof target === 'object' && target['x-internal'] === true;
}

/**
 * The document with the properties and parameters marked `x-internal: true` left out (as
 * Redocly's `remove-x-internal` decorator leaves them out of public docs, and the reference
 * section leaves out such operations), and a property left out of its schema's `required` too.
 * The pages, code samples, examples made and the Postman collection are made from it; the checks
 * of the document and its examples have read it whole. In place: the operations of `api` hold its
 * objects. Run again, it finds nothing.
 */
export function withoutInternalParts(api: LoadedApi): LoadedApi {
  const { doc } = api;
  walkObjects(doc, (object, kind) => {
    if (kind === 'schema' && object.properties && typeof object.properties === 'object') {
      const properties = object.properties as OaObject;
      const gone = Object.keys(properties).filter((name) => isInternal(doc, properties[name]));
      if (gone.length === 0) return;
      object.properties = Object.fromEntries(Object.entries(properties).filter(([name]) => !gone.includes(name)));
      if (Array.isArray(object.required)) object.required = object.required.filter((n) => !gone.includes(n));
    }
    if ((kind === 'pathItem' || kind === 'operation') && Array.isArray(object.parameters)) {
      const kept = object.parameters.filter((p) => !isInternal(doc, p));
      if (kept.length !== object.parameters.length) object.parameters = kept;
    }
  });
  return api;
}
