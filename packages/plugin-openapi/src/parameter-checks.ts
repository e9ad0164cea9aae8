import { deref, HTTP_METHODS, type OaObject, type SourcePlace, splitPathQuery } from './model.js';
import { patternRegExp, pcreAnchors, withEcmaAnchors } from './pattern.js';
import type { Problem } from './problems.js';

type At = (segments: readonly (string | number)[]) => Omit<SourcePlace, 'text'>;

/**
 * What the official schemas cannot see in the parameters of the paths (Redocly's and Spectral's
 * rules say the same): a variable of a path (`/pets/{petId}`) that no path parameter of an
 * operation names (the samples would send `{petId}` as written), a path parameter naming no
 * variable of its path (never sent), and a parameter listed twice (same name and place) in one list.
 */
export function pathParameterProblems(doc: OaObject, at: At): Problem[] {
  const problems: Problem[] = [];
  /** Placeholders in angle brackets (`/appid-<appId>/users`) by name: the paths holding each. */
  const angled = new Map<string, string[]>();
  for (const [key, rawItem] of Object.entries((doc.paths ?? {}) as OaObject)) {
    for (const m of splitPathQuery(key).path.matchAll(/<([A-Za-z_][\w.-]*)>/g))
      if (!angled.get(m[1]!)?.includes(key)) angled.set(m[1]!, [...(angled.get(m[1]!) ?? []), key]);
    const item = deref<OaObject>(doc, rawItem as OaObject, ['paths', key]);
    if (!item.value || typeof item.value !== 'object') continue;
    const itemAt = item.segments ?? ['paths', key];
    const variables = [...splitPathQuery(key).path.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!);
    const shared = listed(doc, item.value.parameters, [...itemAt, 'parameters'], problems, at);
    const methods = HTTP_METHODS.filter((m) => item.value![m] && typeof item.value![m] === 'object');
    const unnamed = new Map<string, string[]>();
    const stray = new Map<string, (string | number)[]>();
    // A parameter of a variable's name elsewhere (`in: query`): the likelier fault.
    const elsewhere = new Map<string, string>();
    for (const method of methods) {
      const op = item.value[method] as OaObject;
      const own = listed(doc, op.parameters, [...itemAt, method, 'parameters'], problems, at);
      const all = [...shared, ...own];
      const inPath = new Map(all.filter(([id]) => id.startsWith('path\0')));
      for (const [id] of all)
        if (!id.startsWith('path\0')) elsewhere.set(id.slice(id.indexOf('\0') + 1), id.split('\0')[0]!);
      for (const name of variables)
        if (!inPath.has(`path\0${name}`)) unnamed.set(name, [...(unnamed.get(name) ?? []), method.toUpperCase()]);
      for (const [id, segments] of inPath) {
        const name = id.slice(5);
        if (!variables.includes(name) && !stray.has(name)) stray.set(name, segments);
      }
    }
    for (const [name, list] of unnamed)
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at(['paths', key]),
        message: `The path ${key} has the variable {${name}}, which no path parameter of ${list.length === methods.length ? 'its operations' : list.join(', ')} names: the samples send "{${name}}" as written.`,
        why: 'Each variable of a path is a path parameter (`in: path`, `required: true`) of every operation on it, or of the path item.',
        fix: elsewhere.has(name)
          ? `the parameter "${name}" is \`in: ${elsewhere.get(name)}\`: make it \`in: path\` with \`required: true\`.`
          : `add a parameter \`{ name: ${name}, in: path, required: true, schema: { type: string } }\` to the path item's \`parameters\`.`,
      });
    for (const [name, segments] of stray)
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at([...segments, 'name']),
        message: `The path parameter "${name}" names no variable of the path ${key}: it is never sent.`,
        why: 'A parameter `in: path` fills the variable of its name in the path (`/pets/{petId}`).',
        fix:
          variables.length > 0
            ? `name it after a variable of the path (${variables.map((v) => `"${v}"`).join(', ')}).`
            : 'remove it, or write the variable in the path.',
      });
  }
  // Once per name, at its first path: a vendor writing `<appId>` writes it in every path.
  for (const [name, keys] of angled)
    problems.push({
      name: 'OpenApiInvalidDocument',
      ...at(['paths', keys[0]!]),
      message: `The path ${keys[0]} holds "<${name}>"${keys.length === 2 ? ' (so does 1 other path)' : keys.length > 2 ? ` (so do ${keys.length - 1} other paths)` : ''}, which is no variable: the samples send it as written, and no URL holds "<" or ">".`,
      why: 'OpenAPI writes a variable of a path in braces (`/pets/{petId}`), filled by the path parameter of its name; anything else in a path key is sent as it is.',
      fix: `write it {${name}} and add a parameter \`{ name: ${name}, in: path, required: true, schema: { type: string } }\`; a segment the API takes or not is two paths, one without it.`,
    });
  return problems;
}

/**
 * A place as the file holding it writes it, for a message: `#/x-ms-paths/…` or the index among the
 * `body` parameters of a Swagger 2.0 file, another file's name before its pointer.
 */
export function writtenPointer(at: At, segments: readonly (string | number)[]): string {
  const { file, where } = at(segments);
  return `${file && file !== at([]).file ? file : ''}${where}`;
}

/** A list of parameters by `in` and name, the second of two the same reported. */
function listed(
  doc: OaObject,
  list: unknown,
  segments: (string | number)[],
  problems: Problem[],
  at: At,
): Map<string, (string | number)[]> {
  const out = new Map<string, (string | number)[]>();
  if (!Array.isArray(list)) return out;
  for (const [i, raw] of list.entries()) {
    const p = deref<OaObject>(doc, raw as OaObject, [...segments.map(String), String(i)]);
    if (!p.value || typeof p.value.name !== 'string' || typeof p.value.in !== 'string') continue;
    const id = `${p.value.in}\0${p.value.name}`;
    const first = out.get(id);
    if (first) {
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at([...segments, i]),
        message: `The parameter "${p.value.name}" (${p.value.in}) is listed twice (first at ${writtenPointer(at, first)}): the pages show the last.`,
        why: 'A parameter is one name in one place: a list of parameters holds it once.',
        fix: 'remove one of the two, or give it the other name it was meant to have.',
      });
      continue;
    }
    out.set(id, [...segments, i]);
  }
  return out;
}

/**
 * A server variable whose `default` is not among its `enum` (the samples call the default), and a
 * variable of a server's URL that its `variables` do not define (the samples send it as written).
 */
export function serverVariableProblems(doc: OaObject, at: At, swagger = false): Problem[] {
  const problems: Problem[] = [];
  const check = (servers: unknown, segments: (string | number)[]) => {
    if (!Array.isArray(servers)) return;
    for (const [i, server] of servers.entries()) {
      if (!server || typeof server !== 'object' || typeof server.url !== 'string') continue;
      const variables = (server.variables ?? {}) as OaObject;
      for (const [name, v] of Object.entries(variables)) {
        // An empty enum is the official schema's to report (`minItems: 1`).
        if (
          !v ||
          !Array.isArray(v.enum) ||
          v.enum.length === 0 ||
          v.default === undefined ||
          v.enum.includes(v.default)
        )
          continue;
        problems.push({
          name: 'OpenApiInvalidDocument',
          ...at([...segments, i, 'variables', name, 'default']),
          message: `The default "${String(v.default)}" of the server variable "${name}" is not one of its values (${v.enum.map((e: unknown) => `"${String(e)}"`).join(', ')}).`,
          why: 'A server variable with an `enum` takes one of its values; the default is the one code samples call.',
          fix: 'make the default one of the values, or add it to `enum`.',
        });
      }
      for (const m of server.url.matchAll(/\{([^{}]+)\}/g)) {
        if (Object.hasOwn(variables, m[1]!)) continue;
        // The server was made of `host` and `basePath`: Swagger 2.0 has no variables to define.
        if (swagger && segments.length === 1) {
          problems.push({
            name: 'OpenApiInvalidDocument',
            ...at([...segments, i, 'url']),
            message: `The host or basePath holds the template {${m[1]}}, which Swagger 2.0 does not read: the samples call ${server.url} as written.`,
            why: 'In Swagger 2.0, `host` is the host alone (name or IP, and a port) and "does not support path templating"; neither has variables.',
            fix: "write the API's host (`host: api.example.com`), or give the address with the plugin's `server` option (`openapi({ spec, server: 'https://api.example.com/v1' })`).",
          });
          continue;
        }
        problems.push({
          name: 'OpenApiInvalidDocument',
          ...at([...segments, i, 'url']),
          message: `The server URL ${server.url} has the variable {${m[1]}}, which its \`variables\` do not define: the samples call it as written.`,
          why: 'Each {variable} of a server URL is defined in the server’s `variables`, with its default.',
          fix: `add \`variables: { ${m[1]}: { default: … } }\` to the server.`,
        });
      }
    }
  };
  check(doc.servers, ['servers']);
  for (const [key, item] of Object.entries((doc.paths ?? {}) as OaObject)) {
    if (!item || typeof item !== 'object') continue;
    check(item.servers, ['paths', key, 'servers']);
    for (const method of HTTP_METHODS) check(item[method]?.servers, ['paths', key, method, 'servers']);
  }
  return problems;
}

/** A `pattern` no reading of which compiles: examples cannot be checked against it, nor made from it. */
export function patternProblem(schema: OaObject, segments: readonly string[], at: At): Problem | undefined {
  if (typeof schema.pattern !== 'string') return undefined;
  if (patternRegExp(schema.pattern) !== undefined) return anchorProblem(schema.pattern, segments, at);
  let reason = '';
  try {
    new RegExp(schema.pattern);
  } catch (error) {
    reason = `: ${(error as Error).message}`;
  }
  return {
    name: 'OpenApiInvalidDocument',
    ...at([...segments, 'pattern']),
    message: `The pattern ${JSON.stringify(schema.pattern)} is not a regular expression${reason}.`,
    why: 'A schema’s `pattern` is an ECMA-262 regular expression; one that does not compile checks nothing, and the examples made from the schema ignore it.',
    fix: 'correct the expression (a literal `[`, `(` or `{` is escaped: `\\[`).',
  };
}

/**
 * A pattern anchored as Ruby and PCRE anchor (`\A[a-z0-9_]+\z`, Rails' validators): ECMA-262 has
 * no `\A` nor `\z`, so JavaScript clients, ajv and Redocly read each as a letter, or refuse the
 * pattern. The pages and examples read them as the anchors meant (`patternRegExp`).
 */
function anchorProblem(pattern: string, segments: readonly string[], at: At): Problem | undefined {
  const anchors = [...new Set(pcreAnchors(pattern).map((a) => a.anchor))];
  if (anchors.length === 0) return undefined;
  return {
    name: 'OpenApiInvalidDocument',
    ...at([...segments, 'pattern']),
    message: `The pattern \`${pattern}\` uses ${anchors.map((a) => `\`${a}\``).join(' and ')}: ${anchors.length > 1 ? 'anchors' : 'an anchor'} of Ruby and PCRE that ECMA-262 regular expressions do not have.`,
    why: 'A schema’s `pattern` is an ECMA-262 regular expression: there `\\A` is the letter A (or an error with the `u` flag), so validators and clients read another pattern than the one meant. docgen reads it as the anchors meant.',
    fix: `write ECMA-262's anchors: pattern: '${withEcmaAnchors(pattern).replaceAll("'", "''")}'`,
  };
}
