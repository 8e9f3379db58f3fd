import type { OpenApiDocument } from './openapi';

type Schema = Record<string, unknown>;
type Operation = OpenApiDocument['paths'][string][string];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** `code` spans and line breaks of the descriptions, nothing more: they are ours, but still escaped first. */
const prose = (text: string) =>
  escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\n- /g, '<br>• ')
    .replace(/\n\n/g, '<br><br>');

/** A number's or a text's limits, as a reader needs them. */
function boundWords(schema: Schema): string[] {
  return [
    // zod's int() says the safe-integer range, which tells a reader nothing.
    typeof schema.minimum === 'number' && schema.minimum > Number.MIN_SAFE_INTEGER ? `≥ ${schema.minimum}` : '',
    typeof schema.maximum === 'number' && schema.maximum < Number.MAX_SAFE_INTEGER ? `≤ ${schema.maximum}` : '',
    typeof schema.maxLength === 'number' ? `at most ${schema.maxLength} characters` : '',
    typeof schema.format === 'string' ? schema.format : '',
  ].filter(Boolean);
}

/** A schema's type in a few words: `string`, `integer ≥ 1`, `"A" | "B"`, `array of object`. */
function typeWords(schema: Schema): string {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return `<a href="#schema-${name}">${escapeHtml(name)}</a>`;
  }
  // A long list (the reasons) is spelled out in its description instead.
  if (Array.isArray(schema.enum) && schema.enum.length > 12) return `one of ${schema.enum.length} codes`;
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return alternatives.map(typeWords).join(' or ');
  if (schema.type === 'array') return `array of ${typeWords((schema.items as Schema | undefined) ?? {})}`;
  const bounds = boundWords(schema);
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : typeof schema.type === 'string' ? schema.type : 'any';
  return escapeHtml([type, ...bounds].join(', '));
}

/** The objects inside a schema (its own properties, an array's items, each alternative), to list their fields. */
function fieldsOf(schema: Schema): { properties: Record<string, Schema>; required: string[] }[] {
  if (schema.type === 'object' && schema.properties) {
    return [{ properties: schema.properties as Record<string, Schema>, required: (schema.required as string[] | undefined) ?? [] }];
  }
  if (schema.type === 'array' && schema.items) return fieldsOf(schema.items as Schema);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return alternatives ? alternatives.flatMap(fieldsOf) : [];
}

/** A schema as nested lists of its fields: name, type, optional or not, and what it means. */
function schemaHtml(schema: Schema, depth = 0): string {
  const objects = fieldsOf(schema);
  const head = `<p class="type">${typeWords(schema)}</p>`;
  if (objects.length === 0 || depth > 6) return head;
  const lists = objects.map(({ properties, required }) => {
    const items = Object.entries(properties).map(([name, field]) => {
      const optional = required.includes(name) ? '' : ' <span class="optional">optional</span>';
      const description = typeof field.description === 'string' ? ` — ${prose(field.description)}` : '';
      const nested = fieldsOf(field).length > 0 ? schemaHtml(field, depth + 1) : '';
      return `<li><code>${escapeHtml(name)}</code>: ${typeWords(field)}${optional}${description}${nested}</li>`;
    });
    return `<ul>${items.join('')}</ul>`;
  });
  return `${depth === 0 ? head : ''}${lists.join('<p class="or">or</p>')}`;
}

function contentHtml(content: Record<string, { schema: Schema }> | undefined): string {
  return Object.entries(content ?? {})
    .map(
      ([mediaType, { schema }]) =>
        (mediaType === 'application/json' ? '' : `<p class="media">${escapeHtml(mediaType)}</p>`) + schemaHtml(schema),
    )
    .join('');
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameters = (operation.parameters ?? [])
    .map(
      (parameter) =>
        `<li><code>${escapeHtml(parameter.name)}</code> (${parameter.in}): ${typeWords(parameter.schema)}${parameter.required ? '' : ' <span class="optional">optional</span>'}</li>`,
    )
    .join('');
  const responses = Object.entries(operation.responses)
    .map(
      ([status, answer]) =>
        `<details${status.startsWith('2') ? ' open' : ''}><summary><b>${status}</b> ${escapeHtml(answer.description)}</summary>${contentHtml(answer.content)}</details>`,
    )
    .join('');
  return `<section class="operation" id="${operation.operationId}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(operation.description)}</p>
${operation.security ? '<p class="signin">Needs a signed-in session (its cookie).</p>' : ''}
${parameters ? `<h4>Parameters</h4><ul>${parameters}</ul>` : ''}
${operation.requestBody ? `<h4>Body</h4>${contentHtml(operation.requestBody.content)}` : ''}
<h4>Answers</h4>${responses}
</section>`;
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#fff}
header,main,nav{max-width:60rem;margin:0 auto;padding:0 1rem}
header{padding-top:1rem}
h1{font-size:1.6rem;margin:.5rem 0}
h2{font-size:1.3rem;border-bottom:1px solid #d0d7de;padding-bottom:.25rem;margin-top:2rem}
h3{font-size:1rem;margin:0 0 .5rem;overflow-wrap:anywhere}
h4{font-size:.9rem;margin:.75rem 0 .25rem;text-transform:uppercase;letter-spacing:.03em;color:#57606a}
nav h2{font-size:1rem;border:0;margin:.75rem 0 0;padding:0}
nav ul{columns:16rem;padding-left:1rem;margin:.25rem 0}
nav li{break-inside:avoid}
.operation{border:1px solid #d0d7de;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;padding:0 .3rem;color:#fff;font-size:.8rem;background:#57606a}
.get{background:#0969da}.post{background:#1a7f37}.put,.patch{background:#9a6700}.delete{background:#cf222e}
code{font-family:ui-monospace,monospace;font-size:.9em;overflow-wrap:anywhere}
ul ul{margin:.25rem 0}
.optional,.type,.media,.or{color:#57606a;font-size:.9em}
.type{margin:.25rem 0}
.signin{font-size:.9em;color:#9a6700}
details{margin:.25rem 0}
summary{cursor:pointer}
`;

/**
 * The reference as one self-contained page: plain HTML rendered on the server from the OpenAPI
 * document, no script and nothing fetched, so it works offline and under the site's CSP.
 */
export function referencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const contents = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
      const link = `<li><a href="#${operation.operationId}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`;
      contents.set(tag, [...(contents.get(tag) ?? []), link]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const apiError = document.components.schemas.ApiError!;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${prose(document.info.description)}</p>
<p>The same, as an OpenAPI ${document.openapi} document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
</header>
<nav aria-label="Calls">
${tags.map((tag) => `<h2>${escapeHtml(tag)}</h2><ul>${contents.get(tag)!.join('')}</ul>`).join('\n')}
</nav>
<main>
<section id="schema-ApiError"><h2>ApiError: every refusal</h2>${schemaHtml(apiError)}</section>
${tags.map((tag) => `<h2>${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('\n')}`).join('\n')}
</main>
</body>
</html>`;
}
