/**
 * The shop-at-work companies (listed in docs/shopping.md): two Lombard companies with a subscription
 * code and their own delivery site (a company address, type 2, service 2), seen only by the
 * employees who subscribed. One code is past its last day, to show 'Il codice aziendale è scaduto'.
 */
import { ADDRESS_TYPE, DELIVERY_SERVICE } from '../../src/domain/delivery-services';
import type { Db } from './client';
import { moveSerialPast } from './gift-seed';
import { addresses, companies } from './schema';
import { WAREHOUSE } from './services-seed/warehouses';

type NewAddress = typeof addresses.$inferInsert;
type NewCompany = typeof companies.$inferInsert;

/** Below FIRST_OWN_ADDRESS_ID (1000) with the other shared addresses. */
export const COMPANY_ADDRESSES = [
  {
    id: 301,
    addressTypeId: ADDRESS_TYPE.company,
    addressType: 'work',
    deliveryServiceId: DELIVERY_SERVICE.companyDelivery,
    storeId: null,
    warehouseId: WAREHOUSE.milano,
    addressName: 'Lanificio Brianzolo S.p.A. - sede di Monza',
    address1: 'Via della Robbia',
    addressNumber: '36',
    city: 'Monza',
    postalCode: '20900',
    province: 'MB',
    latitude: 45.5898,
    longitude: 9.2889,
  },
  {
    id: 302,
    addressTypeId: ADDRESS_TYPE.company,
    addressType: 'work',
    deliveryServiceId: DELIVERY_SERVICE.companyDelivery,
    storeId: null,
    warehouseId: WAREHOUSE.bergamo,
    addressName: 'Meccanica Orobica S.r.l. - stabilimento di Dalmine',
    address1: 'Viale Marconi',
    addressNumber: '12',
    city: 'Dalmine',
    postalCode: '24044',
    province: 'BG',
    latitude: 45.6485,
    longitude: 9.6003,
  },
] as const satisfies readonly NewAddress[];

export const COMPANIES = [
  {
    id: 1,
    name: 'Lanificio Brianzolo S.p.A.',
    subscriptionCode: 'LANIFICIO2026',
    codeValidTo: null,
    addressId: 301,
  },
  {
    id: 2,
    name: 'Meccanica Orobica S.r.l.',
    subscriptionCode: 'OROBICA2024',
    codeValidTo: '2024-12-31',
    addressId: 302,
  },
] as const satisfies readonly NewCompany[];

/** Inserts the missing companies and their sites; answers how many rows it inserted. */
export async function seedCompanies(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const sites = await tx
      .insert(addresses)
      .values([...COMPANY_ADDRESSES])
      .onConflictDoNothing()
      .returning({ id: addresses.id });
    const rows = await tx
      .insert(companies)
      .values([...COMPANIES])
      .onConflictDoNothing()
      .returning({ id: companies.id });
    await moveSerialPast(tx, 'companies', Math.max(...COMPANIES.map((company) => company.id)));
    return sites.length + rows.length;
  });
}
