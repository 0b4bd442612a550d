// The API's reference, generated from the contract: every call route() registered becomes an OpenAPI 3.1
// operation (POST, form fields in, the envelope with the call's `data` out), so the document cannot drift
// from what the server accepts and answers. Served at GET /api/docs.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Call } from '@shop/contract';

/** Who may make a call, in words (docs/api.md: auth_key and user_id travel as form fields). */
const ACCESS: Record<Call['access'], string> = {
  none: 'Open: no auth_key.',
  guest: 'A guest (auth_key "guest", user_id 0) or a signed-in customer.',
  customer: 'A signed-in customer; a guest is refused with "wrong key".',
  admin: 'A signed-in admin; others are refused ("wrong key" or "forbidden").',
};

const SESSION_FIELDS = {
  auth_key: { type: 'string', description: 'The session token from login.php (or "guest").' },
  user_id: { type: 'integer', description: 'The id that goes with auth_key (0 for a guest).' },
};

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema; parts JSON Schema cannot say (a file, a custom check) become "any". */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
};

function operation(call: Call) {
  const request = jsonSchema(call.request, 'input');
  const properties = { ...(call.access === 'none' ? {} : SESSION_FIELDS), ...((request.properties as JsonSchema | undefined) ?? {}) };
  const required = [...(call.access === 'none' ? [] : ['auth_key', 'user_id']), ...((request.required as string[] | undefined) ?? [])];
  const body = { type: 'object', properties, ...(required.length ? { required } : {}) };
  const area = call.path.split('/')[1]!.replace(/\.php$/, '');
  return {
    post: {
      operationId: call.path
        .slice(1)
        .replace(/\.php$/, '')
        .replace(/\W+/g, '_'),
      tags: [call.path.split('/').length > 2 ? area : 'auth'],
      description: ACCESS[call.access],
      parameters: [
        {
          name: 'Accept-Language',
          in: 'header',
          schema: { type: 'string', enum: ['en', 'ar'] },
          description: 'The language of msg and of localised data.',
        },
      ],
      requestBody: { content: { 'application/x-www-form-urlencoded': { schema: body }, 'multipart/form-data': { schema: body } } },
      responses: {
        '200': {
          description:
            "The envelope. status false is a refusal the caller can act on (msg says why; for an invalid field, data names it): the spec's calls answer it with HTTP 200, as the original apps expect.",
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { status: { type: 'boolean' }, msg: { type: 'string' }, data: jsonSchema(call.data, 'output') },
                required: ['status', 'msg', 'data'],
              },
            },
          },
        },
        '413': { description: 'The body or an uploaded file is too large.' },
        '429': { description: 'Too many attempts; try again later.' },
      },
    },
  };
}

export function openApiDocument(calls: readonly Call[], publicUrl: string) {
  const sorted = [...calls].sort((a, b) => a.path.localeCompare(b.path));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Souq Al Asal API',
      version: '1',
      description: 'Every call is POST with form fields under /api. See docs/api.md for the conventions.',
    },
    servers: [{ url: `${publicUrl.replace(/\/+$/, '')}/api` }],
    paths: Object.fromEntries(sorted.map((call) => [call.path, operation(call)])),
  };
}

/** GET /api/docs: built once, on the first request, from the calls registered by then. */
export function registerOpenApi(app: FastifyInstance) {
  let document: ReturnType<typeof openApiDocument> | null = null;
  app.get('/api/docs', async (_req, reply) => {
    document ??= openApiDocument(app.calls, app.config.PUBLIC_URL);
    return reply.header('Cache-Control', 'no-cache').send(document);
  });
}
