// The contract as OpenAPI 3.1 (issue 35, item 5): the ecosystem's format for
// an HTTP API, for an operator who brings their own back end and reads no
// TypeScript. Generated from the call table (calls.ts) by zod's own JSON
// Schema conversion, so it cannot drift from what the client sends and
// parses: the server serves it at /api/openapi.json, `npm run openapi`
// writes docs/openapi.json, and the API tests check every answer against it.
//
// Schemas are the wire side (`io: 'input'`): what the client parses before
// its transforms (a trimmed message, a number read from text) is what an
// operator must send. Only the server loads this module (the site's bundle
// never imports it).
import * as z from 'zod/mini';
import { calls, type CallDefinition, type CallName } from './calls';

/** The answer every call may give instead of its data (spec section 7): refused, with the message to show. */
const Refusal = {
  type: 'object',
  properties: { success: { const: false }, message: { type: 'string' } },
  required: ['success', 'message'],
} as const;

const wireSchema = (schema: z.ZodMiniType) =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'throw' }) as Record<string, unknown>;
/** A JSON Schema without its `$schema` (the document states its dialect once). */
const withoutDialect = ({ $schema: _dialect, ...rest }: Record<string, unknown>) => rest;

function operation(name: CallName, call: CallDefinition) {
  const request = withoutDialect(wireSchema(call.request));
  const query =
    call.method === 'GET'
      ? Object.entries((request.properties ?? {}) as Record<string, unknown>).map(([parameter, schema]) => ({
          name: parameter,
          in: 'query',
          required: ((request.required ?? []) as string[]).includes(parameter),
          schema,
        }))
      : [];
  return {
    operationId: name,
    ...(call.auth ? { security: [{ bearer: [] }] } : { security: [] }),
    parameters: [{ $ref: '#/components/parameters/locale' }, { $ref: '#/components/parameters/fingerprint' }, ...query],
    ...(call.method === 'POST' ? { requestBody: { required: true, content: { 'application/json': { schema: request } } } } : {}),
    responses: {
      '200': {
        description: 'The answer: `success` and `message` always, `data` on success (spec section 7).',
        content: { 'application/json': { schema: withoutDialect(wireSchema(call.response)) } },
      },
      '400': { $ref: '#/components/responses/refused' },
      ...(call.auth ? { '401': { $ref: '#/components/responses/refused' } } : {}),
      '429': { $ref: '#/components/responses/refused' },
      '503': { $ref: '#/components/responses/refused' },
    },
  };
}

/** The whole document; `serverUrl` is where its paths are served from (the API's base). */
export function openApiDocument(serverUrl = '/api') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, call] of Object.entries(calls) as Array<[CallName, CallDefinition]>) {
    (paths[`/${call.path}`] ??= {})[call.method.toLowerCase()] = operation(name, call);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Casino site operator API',
      version: '1.0.0',
      description:
        'Every call the site makes (docs/api.md says what each does). Generated from contract/calls.ts; the reference server in server/ answers it.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The session token from auth/login or auth/register.' } },
      parameters: {
        locale: {
          name: 'x-locale',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: "The page's language: tr (default) or en.",
        },
        fingerprint: {
          name: 'x-fingerprint',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: "The browser's fingerprint.",
        },
      },
      responses: {
        refused: {
          description:
            'Bad input (400), no session (401), too many calls (429) or a moment of unavailability (503): the message says which.',
          content: { 'application/json': { schema: Refusal } },
        },
      },
    },
  };
}
