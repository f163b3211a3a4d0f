/**
 * CI check: the committed API types in src/api/ebsn.d.ts match what openapi/ebsn.yaml generates.
 * Run `npm run api:generate` after changing the contract.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'src/api/ebsn.d.ts';
const fresh = join(mkdtempSync(join(tmpdir(), 'api-types-')), 'ebsn.d.ts');
execFileSync('npx', ['openapi-typescript', 'openapi/ebsn.yaml', '-o', fresh], { stdio: 'ignore' });

if (readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8')) {
  console.error(`${committed} is out of date with openapi/ebsn.yaml: run npm run api:generate`);
  process.exit(1);
}
console.log(`${committed} matches openapi/ebsn.yaml`);
