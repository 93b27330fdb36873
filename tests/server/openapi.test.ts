import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../contract/openapi';
import { useTestApi } from './testServer';

const t = useTestApi();

// Every API test checks its answers against the document too (tests/server/testServer.ts, apiFor's call).
describe('GET /api/openapi.json', () => {
  it('serves the contract as OpenAPI 3.1, to anyone, as JSON', async () => {
    const response = await t.api.raw('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});
