import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

async function cycleErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'zones/feature-acyclic');
}

async function appImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'zones/app-on-top').length;
}

async function nativeImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'zones/native-adapter').length;
}

async function zoneErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'zones/feature-index').length;
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

  it('a feature importing another feature past its index fails lint', async () => {
    expect(
      await zoneErrors(
        'src/features/checkout/X.tsx',
        "import { cartQueryOptions } from '../cart/cart.queries';\nexport const x = cartQueryOptions;\n",
      ),
    ).toBe(1);
    expect(
      await zoneErrors(
        'src/features/checkout/components/X.tsx',
        "export const x = () => import('../../cart/CartDrawerContainer');\n",
      ),
    ).toBe(1);
  });

  it('a feature may import another through its index, and its own files freely', async () => {
    const code = [
      "import { cartQueryOptions } from '../cart';",
      "import { buy } from './checkout.queries';",
      'export const x = [cartQueryOptions, buy];',
    ].join('\n');
    expect(await zoneErrors('src/features/checkout/X.tsx', `${code}\n`)).toBe(0);
  });

  it('a feature importing one that already leads back to it fails lint, naming the way back', async () => {
    // The cart imports the service choice (its info bar's labels), so the service may not import
    // the cart.
    const errors = await cycleErrors(
      'src/features/service/X.tsx',
      "import { useCartActors } from '../cart';\nexport const x = useCartActors;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain('service -> cart -> service');
    expect(
      await cycleErrors(
        'src/features/content/X.tsx',
        "export const x = () => import('../cart');\n",
      ),
    ).toHaveLength(1);
  });

  it('a feature may import one that does not lead back to it, and shared layers freely', async () => {
    const code = [
      "import { useCartActors } from '../cart';",
      "import { cartQueryOptions } from '../../api/cart';",
      'export const x = [useCartActors, cartQueryOptions];',
    ].join('\n');
    expect(await cycleErrors('src/features/checkout/X.tsx', `${code}\n`)).toHaveLength(0);
  });

  it('the app layer reaches a feature only through its index', async () => {
    expect(
      await zoneErrors(
        'src/app/x.ts',
        "import { lazyCartActors } from '../features/cart/lazy-cart-actors';\nexport const x = lazyCartActors;\n",
      ),
    ).toBe(1);
    expect(
      await zoneErrors(
        'src/app/x.ts',
        "import { lazyCartActors } from '../features/cart';\nexport const x = lazyCartActors;\n",
      ),
    ).toBe(0);
  });

  it("a feature's component calling the API fails lint", async () => {
    expect(
      await boundaryErrors(
        'src/features/cart/components/X.tsx',
        "import { addToCart } from '../cart.queries';\nexport const x = addToCart;\n",
      ),
    ).toBe(1);
  });

  it('nothing below src/app imports it: a feature, a route or the shared layer fails lint', async () => {
    const code = "import { createAppActors } from '%s';\nexport const x = createAppActors;\n";
    expect(
      await appImports('src/features/cart/X.tsx', code.replace('%s', '../../app/actors')),
    ).toBe(1);
    expect(await appImports('src/routes/x.tsx', code.replace('%s', '../app/actors'))).toBe(1);
    expect(await appImports('src/shared/x.ts', code.replace('%s', '../app/actors'))).toBe(1);
  });

  it('the entries and the app itself import the app', async () => {
    const code = "import { startApp } from '%s';\nexport const x = startApp;\n";
    expect(await appImports('src/main.tsx', code.replace('%s', './app/start'))).toBe(0);
    expect(await appImports('src/entry-server.tsx', code.replace('%s', './app/start'))).toBe(0);
    expect(await appImports('src/app/x.ts', code.replace('%s', './start'))).toBe(0);
  });

  it('only the native adapter imports Capacitor: a feature, the app, a machine or the server fails lint', async () => {
    const code = "import { App } from '@capacitor/app';\nexport const x = App;\n";
    expect(await nativeImports('src/features/push/x.ts', code)).toBe(1);
    expect(await nativeImports('src/app/x.ts', code)).toBe(1);
    expect(await nativeImports('machines/push/x.machine.ts', code)).toBe(1);
    expect(await nativeImports('server/x.ts', code)).toBe(1);
    const plugin =
      "const x = import('capacitor-plugin-app-tracking-transparency');\nexport { x };\n";
    expect(await nativeImports('src/shared/x.ts', plugin)).toBe(1);
  });

  it('the native adapter imports Capacitor', async () => {
    const code = "import { App } from '@capacitor/app';\nexport const x = App;\n";
    expect(await nativeImports('src/native/capacitor-app.ts', code)).toBe(0);
  });
});
