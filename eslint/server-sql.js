// SQL lives in repositories (DESIGN.md "Boundaries": handlers -> plan -> repository). Outside a
// `*repository.ts` file and server/db, a server file may not build a query: it imports nothing of
// drizzle-orm and no table of server/db/schema (its types and constants, named in capitals, are
// fine). Handlers hold a unit of work (`db.transaction`) and call repositories inside it.

/** A table of server/db/schema is named in camelCase; its constants are in capitals. */
const TABLE_NAME = /^[a-z]/;

const isDrizzle = (source) => source === 'drizzle-orm' || source.startsWith('drizzle-orm/');
const isSchema = (source) => /(^|\/)db\/schema(\/|$)/.test(source);

const sqlInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'server SQL is built only in repositories and server/db' },
    messages: {
      drizzle:
        'SQL is built in a repository: move this query to a `*-repository.ts` file (DESIGN.md "Boundaries")',
      table:
        '`{{name}}` is a table: queries on it go in a `*-repository.ts` file (DESIGN.md "Boundaries")',
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        const source = String(node.source.value);
        if (isDrizzle(source)) {
          const values = node.specifiers.filter((s) => s.importKind !== 'type');
          if (values.length > 0 || node.specifiers.length === 0) {
            context.report({ node, messageId: 'drizzle' });
          }
          return;
        }
        if (!isSchema(source)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const name = specifier.imported.name;
          if (TABLE_NAME.test(name))
            context.report({ node: specifier, messageId: 'table', data: { name } });
        }
      },
    };
  },
};

export const serverSql = {
  files: ['server/**/*.ts'],
  ignores: ['server/**/*repository.ts', 'server/db/**'],
  plugins: { server: { rules: { 'sql-in-repositories': sqlInRepositories } } },
  rules: { 'server/sql-in-repositories': 'error' },
};
