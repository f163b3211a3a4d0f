/**
 * The database schema (Drizzle), one file per aggregate; drizzle-kit reads the tables through
 * this file. Migrations in `../migrations` are generated from it with `npm run db:generate`; never
 * edit a generated migration, add a new one.
 */
export * from './users';
export * from './sessions';
export * from './catalog';
export * from './services';
export * from './cart';
export * from './cart-item-info';
export * from './gifts';
export * from './orders';
export * from './payments';
export * from './account-tokens';
export * from './disclaimers';
export * from './person-infos';
export * from './billing';
export * from './mail-outbox';
export * from './mfa';
export * from './rate-limits';
export * from './content';
export * from './content-forms';
export * from './content-editor';
export * from './lists';
export * from './favorites';
export * from './companies';
export * from './invites';
export * from './staff';
export * from './identity';
export * from './cookie-consent';
export * from './push-devices';
