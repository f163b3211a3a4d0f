/**
 * Before any API test file runs: the template databases every file copies, migrated and seeded
 * once per run (PGlite's dump, and PostgreSQL's when TEST_DATABASE_URL is set).
 */
import { preparePgliteTemplate, preparePostgresTemplate } from './helpers/databases';

export default async function setup() {
  const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
  await Promise.all([
    preparePgliteTemplate(),
    postgresUrl === undefined ? undefined : preparePostgresTemplate(postgresUrl),
  ]);
}
