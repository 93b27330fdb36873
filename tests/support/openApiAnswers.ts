// Every answer of the API tests checked against the OpenAPI document too
// (issue 35, item 5): the document is what an operator's own back end is
// built from, so the reference server's real answers must fit it, as they
// fit the zod schemas it was generated from. Ajv (JSON Schema 2020-12, the
// document's dialect) is a checker of its own, not zod run twice.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { calls, type CallName } from '../../contract/calls';
import { openApiDocument } from '../../contract/openapi';

type Json = Record<string, unknown>;
const document = openApiDocument() as unknown as { paths: Record<string, Record<string, Json>>; components: { responses: Json } };
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const compiled = new Map<string, ValidateFunction>();

const schemaAt = (responses: Json, status: number): Json | undefined => {
  const entry = (responses[String(status)] ?? undefined) as Json | undefined;
  if (!entry) return undefined;
  const resolved = '$ref' in entry ? (document.components.responses[String(entry.$ref).split('/').pop()!] as Json) : entry;
  return ((resolved.content as Json)['application/json'] as Json).schema as Json;
};

/** Why `body` (answered with `status`) does not fit the document's answer for `name`, or null when it does. */
export function openApiMismatch(name: CallName, status: number, body: unknown): string | null {
  const call = calls[name];
  const operation = document.paths[`/${call.path}`]?.[call.method.toLowerCase()];
  if (!operation) return `the document has no ${call.method} /${call.path}`;
  const key = `${name}:${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    const schema = schemaAt(operation.responses as Json, status);
    if (!schema) return `the document names no ${status} answer for ${name}`;
    compiled.set(key, (validate = ajv.compile(schema)));
  }
  return validate(body) ? null : ajv.errorsText(validate.errors);
}
