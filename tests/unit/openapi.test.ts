// @vitest-environment node
// The contract as OpenAPI 3.1 (issue 35, item 5): valid by a third party's
// reading of the OpenAPI schema (@seriousme/openapi-schema-validator, tested
// on the APIs.guru collection), complete against the call table, and the
// file in docs/ what the contract makes today.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls';
import { openApiDocument } from '../../contract/openapi';
import { openApiMismatch } from '../support/openApiAnswers';

const document = openApiDocument();

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 to a third-party validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('bites: a document that lost its info or a response is refused', async () => {
    const { info: _info, ...noInfo } = structuredClone(document);
    expect((await new Validator().validate(noInfo)).valid).toBe(false);
    const broken = structuredClone(document) as unknown as { paths: Record<string, Record<string, { responses: unknown }>> };
    broken.paths['/auth/login']!.post!.responses = 'none';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has every call of the table, with its method, its session and its payload', () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path) as Array<{ operationId: string }>);
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(calls).sort());
    for (const [name, call] of Object.entries(calls)) {
      const operation = document.paths[`/${call.path}`]![call.method.toLowerCase()] as { security: unknown[]; requestBody?: unknown };
      expect(operation.security, name).toEqual(call.auth ? [{ bearer: [] }] : []);
      expect('requestBody' in operation, name).toBe(call.method === 'POST');
    }
    const login = document.paths['/auth/login']!.post as { requestBody: { content: { 'application/json': { schema: unknown } } } };
    expect(login.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { username: { type: 'string' }, password: { type: 'string' } },
    });
  });

  it('is what docs/openapi.json holds (npm run openapi writes it)', () => {
    const written = JSON.parse(readFileSync(join(__dirname, '../../docs/openapi.json'), 'utf8')) as unknown;
    expect(written).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('bites: the API tests’ check of answers against it (tests/support/openApiAnswers.ts) refuses what does not fit', () => {
    const profile = {
      username: 'demo',
      usercode: '1000001',
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'demo@example.com',
      phone: '905551234567',
      smsVerified: true,
      emailConfirmed: false,
      birthDate: '1990-04-05',
      country: 'Türkiye',
      createdAt: '2026-12-07T10:00:00.000Z',
    };
    expect(openApiMismatch('profile', 200, { success: true, message: '', data: profile })).toBeNull();
    expect(openApiMismatch('profile', 200, { success: true, message: '', data: { ...profile, emailConfirmed: 'no' } })).toMatch(
      /emailConfirmed/,
    );
    expect(openApiMismatch('profile', 401, { success: false, message: 'Oturumunuz sona erdi.' })).toBeNull();
    expect(openApiMismatch('profile', 401, { success: true })).not.toBeNull();
  });
});
