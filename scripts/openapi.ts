// `npm run openapi`: writes the contract as OpenAPI 3.1 to docs/openapi.json
// (contract/openapi.ts makes it; tests/unit/openapi.test.ts fails when the
// file is not what the contract says).
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../contract/openapi';

writeFileSync('docs/openapi.json', `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log('docs/openapi.json written');
