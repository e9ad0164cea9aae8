import type { XmlMedia } from './example-checks.js';
import { deref, type LoadedApi, type OaObject, type SourcePlace } from './model.js';
import type { Problem } from './problems.js';
import { toPointer } from './pointer.js';
import { isStructure, resolveSchema } from './schema-util.js';
import { XML_STAND_IN_ROOT, xmlRootName } from './xml-example.js';

/**
 * XML bodies whose example the pages would write as XML from data (an example given as data, or
 * one made from the schema) while the schema names no root element: neither an `xml.name` nor a
 * component's name (an inline schema). An XML document needs one, so the pages and the code
 * samples put that example in a stand-in `<root>` (`xmlBody`): a warning at the schema, once per
 * schema. An example written as XML text is shown as written and needs no name.
 */
export function xmlRootProblems(api: LoadedApi, bodies: XmlMedia[]): Problem[] {
  const { doc } = api;
  const out: Problem[] = [];
  const seen = new Set<string>();
  for (const { media, segments, context } of bodies) {
    if (!media.schema || !needsXmlFromData(doc, media) || xmlRootName(doc, media.schema) !== undefined) continue;
    // A scalar's example is its text, shown as written: no element needed.
    if (!isStructure(doc, resolveSchema(doc, media.schema).schema)) continue;
    const at = [...segments, 'schema'];
    const key = toPointer(at);
    if (seen.has(key)) continue;
    seen.add(key);
    const place: SourcePlace = api.place?.(at) ?? { file: api.file, ...(api.locate(at) ?? {}), where: `#${key}` };
    const { text: _text, ...where } = place;
    out.push({
      name: 'OpenApiXmlNoRoot',
      ...where,
      weight: 'check',
      warningOnly: true,
      message: `The XML body of ${context} has a schema that names no root element: its example and code samples put it in a stand-in <${XML_STAND_IN_ROOT}> element.`,
      why: "An XML document has one root element, named by the schema's `xml.name` or its component's name; an inline schema without `xml.name` names none (Swagger UI shows no example for it), and the API would not read the example's data sent as JSON.",
      fix: 'give the schema `xml: { name: <the root element> }`, or make it a component named as the root element, or write the example as XML text.',
    });
  }
  return out;
}

/** Whether the pages make the body's XML from data: no example, or one given as data rather than text. */
function needsXmlFromData(doc: OaObject, media: OaObject): boolean {
  if ('example' in media) return typeof media.example !== 'string';
  const examples = media.examples && typeof media.examples === 'object' ? Object.values(media.examples) : [];
  if (examples.length === 0) return true;
  return examples.some((raw) => {
    const ex = deref<OaObject>(doc, raw as OaObject).value;
    const value = ex && typeof ex === 'object' ? (ex.dataValue ?? ex.value) : undefined;
    return value !== undefined && typeof value !== 'string';
  });
}
