import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULE_ORDER } from '../../eslint/server-modules.js';

const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
}

const MODULE_ORDER = 'server modules import only modules below them (DESIGN.md Boundaries)';

/** The `group` patterns of no-restricted-imports in the config of `filePath`. */
async function restrictedGroups(filePath: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(filePath)) as {
    rules: Record<string, [unknown, { patterns: { group?: string[] }[] }]>;
  };
  const [, options] = config.rules['no-restricted-imports'] ?? [];
  return (options?.patterns ?? []).flatMap((pattern) => pattern.group ?? []);
}

describe('lint keeps the server modules in one direction (DESIGN.md "Boundaries")', () => {
  it('a module importing a module above it fails lint', async () => {
    const cartImportingCheckout = await restrictedImports(
      'server/modules/cart/x.ts',
      "import { buy } from '../checkout/buy';\nexport const x = buy;\n",
    );
    expect(cartImportingCheckout).toHaveLength(1);
    expect(cartImportingCheckout[0]?.message).toContain(MODULE_ORDER);

    const paymentsImportingOrders = await restrictedImports(
      'server/modules/checkout-payments/x.ts',
      "import type { OrderRow } from '../orders/repository';\nexport type X = OrderRow;\n",
    );
    expect(paymentsImportingOrders).toHaveLength(1);

    const deepCatalogImportingCart = await restrictedImports(
      'server/modules/catalog/search/x.ts',
      "import { cartReply } from '../../cart/cart-reply';\nexport const x = cartReply;\n",
    );
    expect(deepCatalogImportingCart).toHaveLength(1);
  });

  it('a module importing modules below it and its own files passes', async () => {
    const code = [
      "import { cartReply } from '../cart/cart-reply';",
      "import { euros } from '../catalog/product-view';",
      "import { findOrder } from '../orders/repository';",
      "import { planCheckout } from './checkout-plan';",
      "import { ok } from '../../http/envelope';",
      "import { orderMessages } from '../../../src/domain/order-messages';",
      'export const x = [cartReply, euros, findOrder, planCheckout, ok, orderMessages];',
    ].join('\n');
    expect(await restrictedImports('server/modules/checkout/x.ts', `${code}\n`)).toHaveLength(0);
  });

  it('a server module importing app code still fails lint', async () => {
    const found = await restrictedImports(
      'server/modules/cart/x.ts',
      "import { createAppActors } from '../../../src/app/actors';\nexport const x = createAppActors;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain('server/ imports from src/ only src/domain');
  });

  it('knows every module of server/modules, each once', () => {
    const modules = readdirSync('server/modules', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...SERVER_MODULE_ORDER].sort()).toEqual(modules.sort());
  });

  it('the modules added to the order last keep to it too: staff may not reach the editor', async () => {
    const staffImportingEditor = await restrictedImports(
      'server/modules/staff/x.ts',
      "import { x } from '../content-editor/routes';\nexport const y = x;\n",
    );
    expect(staffImportingEditor).toHaveLength(1);
    expect(staffImportingEditor[0]?.message).toContain(MODULE_ORDER);
    expect(
      await restrictedImports(
        'server/modules/social-login/x.ts',
        "import { x } from '../registration/routes';\nexport const y = x;\n",
      ),
    ).toHaveLength(0);
  });

  it('login may use the session, and the session nothing of the login', async () => {
    const sessionImportingLogin = await restrictedImports(
      'server/modules/session/x.ts',
      "import { verifyPassword } from '../login/passwords';\nexport const x = verifyPassword;\n",
    );
    expect(sessionImportingLogin).toHaveLength(1);
    expect(sessionImportingLogin[0]?.message).toContain(MODULE_ORDER);
    expect(
      await restrictedImports(
        'server/modules/login/x.ts',
        "import { toApiUser } from '../session/repository';\nexport const x = toApiUser;\n",
      ),
    ).toHaveLength(0);
  });

  it('registration sits between consent and password-reset', async () => {
    const consentImportingRegistration = await restrictedImports(
      'server/modules/consent/x.ts',
      "import { formRefusal } from '../registration/form-refusal';\nexport const x = formRefusal;\n",
    );
    expect(consentImportingRegistration).toHaveLength(1);
    expect(consentImportingRegistration[0]?.message).toContain(MODULE_ORDER);
    expect(
      await restrictedImports(
        'server/modules/registration/x.ts',
        "import { x } from '../password-reset/password-handlers';\nexport const y = x;\n",
      ),
    ).toHaveLength(1);
    const passwordReset = [
      "import { answersTo } from '../consent/disclaimer-answers';",
      "import { formRefusal } from '../registration/form-refusal';",
      'export const x = [answersTo, formRefusal];',
    ].join('\n');
    expect(
      await restrictedImports('server/modules/password-reset/x.ts', `${passwordReset}\n`),
    ).toHaveLength(0);
  });

  it("every module keeps all of the server's own restrictions", async () => {
    const server = await restrictedGroups('server/x.ts');
    expect(server.length).toBeGreaterThan(0);
    for (const name of ['session', 'login', 'cart', 'orders', 'checkout-gateway']) {
      expect(await restrictedGroups(`server/modules/${name}/x.ts`)).toEqual(
        expect.arrayContaining(server),
      );
    }
  });
});
