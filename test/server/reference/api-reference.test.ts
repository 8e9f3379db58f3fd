import { as } from '../helpers/as-user';
import { ERROR_REASONS } from '@contract/error-reasons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OpenApiDocument } from '../../../server/modules/reference/openapi';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * OpenAPI 3.1's own rules for the parts this API uses (the official meta-schema cannot be fetched
 * here): the document's fields, an operation's, a parameter's, a response's. Strict, so a field
 * OpenAPI does not know (a typo, `summery`) fails as well as a missing one.
 */
const schemaObject = z.record(z.string(), z.unknown());
const media = z.record(z.string().regex(/^[a-z*]+\/[a-z0-9.+*-]+$/), z.strictObject({ schema: schemaObject }));
const operationSchema = z.strictObject({
  operationId: z.string().regex(/^[A-Za-z0-9]+$/),
  summary: z.string().min(1),
  description: z.string().min(10),
  tags: z.array(z.string()).length(1),
  parameters: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        in: z.enum(['path', 'query']),
        required: z.boolean(),
        schema: schemaObject,
        description: z.string().optional(),
      }),
    )
    .optional(),
  requestBody: z.strictObject({ required: z.boolean(), content: media }).optional(),
  responses: z.record(z.string().regex(/^[1-5]\d\d$/), z.strictObject({ description: z.string().min(1), content: media.optional() })),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});
const documentSchema = z.strictObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.strictObject({ title: z.string().min(1), version: z.string().min(1), description: z.string() }),
  jsonSchemaDialect: z.literal('https://json-schema.org/draft/2020-12/schema'),
  tags: z.array(z.strictObject({ name: z.string() })),
  paths: z.record(z.string().regex(/^\/api\/[^:]*$/), z.partialRecord(z.enum(['get', 'put', 'post', 'delete', 'patch']), operationSchema)),
  components: z.strictObject({ schemas: z.record(z.string(), schemaObject), securitySchemes: z.record(z.string(), schemaObject) }),
});

/** Every `$ref` anywhere under `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)));
}

const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation, name: `${method.toUpperCase()} ${path}` })),
  );

describe('the API reference', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    const answer = await as(testApp.app).get('/api/openapi.json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    document = answer.json();
  });
  afterAll(() => testApp.close());

  it('is an OpenAPI 3.1 document', () => {
    const parsed = documentSchema.safeParse(document);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it('lists every route the server answers, each one its app knows', () => {
    const all = operations(document);
    // The public check, a staff write, the import, a file, and the reference itself, among the rest.
    expect(all.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'POST /api/package/check',
        'PATCH /api/staff/parcels/{trackCode}',
        'POST /api/staff/parcels/import',
        'GET /api/photos/{id}',
        'GET /api/openapi.json',
        'GET /api/docs',
      ]),
    );
    expect(all.length).toBeGreaterThan(100);
    for (const { path, method } of all) {
      expect(testApp.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }), path).toBe(true);
    }
    expect(new Set(all.map(({ operation }) => operation.operationId)).size).toBe(all.length);
  });

  it('gives every route a description and its answers, and every body its schema', () => {
    for (const { name, operation } of operations(document)) {
      expect(operation.description.length, `${name} has a description`).toBeGreaterThanOrEqual(10);
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        `${name} says what it answers`,
      ).toBe(true);
      for (const [status, answer] of Object.entries(operation.responses)) {
        // Only "no content" goes without a schema.
        if (status !== '204') expect(answer.content, `${name} ${status} has a schema`).toBeDefined();
      }
      for (const content of Object.values(operation.requestBody?.content ?? {})) expect(content.schema, name).not.toEqual({});
    }
  });

  it('declares each path parameter, required, and resolves every reference', () => {
    for (const { path, name, operation } of operations(document)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), name).toEqual(inPath);
      expect(declared.every((parameter) => parameter.required)).toBe(true);
    }
    for (const ref of refsIn(document)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
    }
  });

  it('answers refusals in the one error shape, listing every reason with its meaning', () => {
    const reason = (document.components.schemas.ApiError as { properties: { reason: { enum: string[]; description: string } } }).properties
      .reason;
    expect(reason.enum).toEqual(ERROR_REASONS);
    for (const code of ERROR_REASONS) expect(reason.description).toContain(`\`${code}\`: `);
    for (const { name, operation } of operations(document)) {
      for (const status of ['403', '409', '429']) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        if (schema) expect(schema, `${name} ${status}`).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
    // A signed-in call says so.
    const me = document.paths['/api/auth/me']!.get!;
    expect(me.security).toEqual([{ session: [] }]);
  });

  it('describes bodies as clients send them and answers as the server sends them', () => {
    const check = document.paths['/api/package/check']!.post!;
    expect(JSON.stringify(check.requestBody!.content['application/json']!.schema)).toContain('trackCode');
    const imported = document.paths['/api/staff/parcels/import']!.post!;
    expect(Object.keys(imported.requestBody!.content)).toEqual(['text/csv']);
    expect(imported.parameters?.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['dryRun', 'query', false],
    ]);
    expect(Object.keys(document.paths['/api/staff/trips/{id}/manifest.csv']!.get!.responses['200']!.content!)).toEqual(['text/csv']);
  });

  it('renders the same document as a page that needs nothing from elsewhere', async () => {
    const page = await as(testApp.app).get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const { path, operation } of operations(document)) {
      expect(page.body).toContain(`id="${operation.operationId}"`);
      expect(page.body).toContain(path.replace(/&/g, '&amp;'));
    }
    // No script at all, and nothing from another origin: it works offline, under the site's CSP.
    expect(page.body).not.toMatch(/<script|rel="stylesheet"|https?:\/\/[a-z]/);
  });
});
