/**
 * CI check: the committed API types in src/api/ match what the contracts generate (the shop API's
 * openapi/ebsn.yaml and the content service's openapi/content.yaml). Run `npm run api:generate`
 * after changing a contract.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CONTRACTS = [
  { contract: 'openapi/ebsn.yaml', types: 'src/api/ebsn.d.ts' },
  { contract: 'openapi/content.yaml', types: 'src/api/content.d.ts' },
];

let stale = false;
for (const { contract, types } of CONTRACTS) {
  const fresh = join(mkdtempSync(join(tmpdir(), 'api-types-')), 'types.d.ts');
  execFileSync('npx', ['openapi-typescript', contract, '-o', fresh], { stdio: 'ignore' });
  if (readFileSync(types, 'utf8') === readFileSync(fresh, 'utf8')) {
    console.log(`${types} matches ${contract}`);
  } else {
    console.error(`${types} is out of date with ${contract}: run npm run api:generate`);
    stale = true;
  }
}
if (stale) process.exit(1);
