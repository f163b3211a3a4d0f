import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('lint enforces the boundaries of DESIGN.md', () => {
  it('a machine importing React fails lint', async () => {
    expect(
      await boundaryErrors(
        'machines/x.machine.ts',
        "import { useState } from 'react';\nexport const x = useState;\n",
      ),
    ).toBe(1);
  });

  it('a machine importing the HTTP client fails lint', async () => {
    expect(
      await boundaryErrors(
        'machines/x.machine.ts',
        "import { api } from '../src/api/client';\nexport const x = api;\n",
      ),
    ).toBe(1);
    expect(
      await boundaryErrors(
        'machines/x.machine.ts',
        "import createClient from 'openapi-fetch';\nexport const x = createClient;\n",
      ),
    ).toBe(1);
  });

  it('a machine may import xstate, the domain and API types', async () => {
    const code = [
      "import { setup } from 'xstate';",
      "import type { components } from '../src/api/ebsn';",
      "import { messages } from '../src/domain/messages';",
      'export type U = components;',
      'export const x = [setup, messages];',
    ].join('\n');
    expect(await boundaryErrors('machines/x.machine.ts', `${code}\n`)).toBe(0);
  });

  it('a component calling the API fails lint', async () => {
    expect(
      await boundaryErrors(
        'src/components/x/X.tsx',
        "import { api } from '../../api/client';\nexport const x = api;\n",
      ),
    ).toBe(1);
  });

  it('the server importing app code fails lint', async () => {
    expect(
      await boundaryErrors(
        'server/x.ts',
        "import { createAppActors } from '../src/app/actors';\nexport const x = createAppActors;\n",
      ),
    ).toBe(1);
  });
});
