import { apiErrorSchema } from '@contract';
import { ERROR_REASONS, REASON_MEANINGS } from '@contract/error-reasons';
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../plugins/session';
import type { ListedRoute } from './route-list';

type JsonSchema = Record<string, unknown>;

/** One OpenAPI 3.1 operation, as much of it as this API uses. */
interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; description?: string }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/**
 * zod's own JSON Schema (draft 2020-12, OpenAPI 3.1's dialect): a request as the client sends it
 * (`input`: defaults and trims not yet applied), an answer as the server sends it (`output`).
 * What JSON Schema cannot say (a transform's result) is left open rather than refused.
 */
function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/api/package/:trackCode/history` as OpenAPI writes it: `/api/package/{trackCode}/history`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Each property of an object schema (params, a query string) as one parameter. */
function parameters(schema: unknown, where: 'path' | 'query'): NonNullable<Operation['parameters']> {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as JsonSchema & { description?: string };
    return {
      name,
      in: where,
      required: where === 'path' || (object.required ?? []).includes(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

/** The error answer carries a reason from this list, each with what it means. */
function apiErrorComponent(): JsonSchema {
  const schema = jsonSchema(apiErrorSchema, 'output') as { properties: Record<string, JsonSchema> };
  const reasons = ERROR_REASONS.map((reason) => `- \`${reason}\`: ${REASON_MEANINGS[reason]}`).join('\n');
  schema.properties.reason = {
    ...schema.properties.reason,
    description: `Why the request was refused, for a program to branch on (the message is for people). Always present on 403, 409 and 429.\n\n${reasons}`,
  };
  return schema;
}

function responses(route: ListedRoute): Operation['responses'] {
  const answers = (route.schema?.response ?? {}) as Record<string, unknown>;
  const out: Operation['responses'] = {};
  if (route.schema?.produces) {
    out['200'] = {
      description: 'OK',
      content: { [route.schema.produces]: { schema: { type: 'string', contentMediaType: route.schema.produces } } },
    };
  }
  for (const [status, schema] of Object.entries(answers)) {
    // A file's 200 is its media type, not JSON (the schema there says only that it is text).
    if (route.schema?.produces && status === '200') continue;
    const description = STATUS_CODES[Number(status)] ?? status;
    const body = schema === apiErrorSchema ? ERROR_REF : jsonSchema(schema, 'output');
    out[status] = { description, content: { 'application/json': { schema: body } } };
  }
  return out;
}

/** `/api/staff/trips/:id/arrive` is tagged `staff trips`, `/api/auth/login` is `auth`. */
function tagOf(url: string): string {
  const [first = 'api', second] = url.split('/').slice(2);
  return (first === 'staff' || first === 'admin') && second && !second.startsWith(':') ? `${first} ${second}` : first;
}

function operationId(method: string, url: string): string {
  const words = url
    .split('/')
    .slice(2)
    .map((part) => part.replace(/^:/, 'by-'))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

function operation(route: ListedRoute): Operation {
  const schema = route.schema ?? {};
  const description = schema.description ?? '';
  const params = [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')];
  const answers = responses(route);
  return {
    operationId: operationId(route.method, route.url),
    // The first sentence of the description, for the reference's list.
    summary: description.split(/(?<=[.:])\s/)[0]!.replace(/[.:]$/, ''),
    description,
    tags: [tagOf(route.url)],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(schema.body
      ? {
          requestBody: {
            required: true,
            content: { [schema.consumes ?? 'application/json']: { schema: jsonSchema(schema.body, 'input') } },
          },
        }
      : {}),
    responses: answers,
    // A route that may answer 401 needs the session cookie.
    ...('401' in answers ? { security: [{ session: [] }] } : {}),
  };
}

/** The API's OpenAPI 3.1 document, built from the routes the app registered and their zod schemas. */
export function openApiDocument(routes: readonly ListedRoute[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = (paths[openApiPath(route.url)] ??= {});
    path[route.method.toLowerCase()] = operation(route);
  }
  const tags = [...new Set(routes.map((route) => tagOf(route.url)))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.1',
    info: {
      title: 'Achaa API',
      version,
      description:
        'The API of Achaa (ачаа), a cargo company between Erenhot and Ulaanbaatar: what its PWA calls. ' +
        'Bodies are JSON; lists come as `{list, total}`; every refusal is `{code, message, reason?}` with a ' +
        'Mongolian message fit for a toast and, on 403, 409 and 429, a `reason` to branch on. Signed-in ' +
        'calls carry the session cookie; writes from a browser also need its Origin to be this site.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags,
    paths,
    components: {
      schemas: { ApiError: apiErrorComponent() },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
