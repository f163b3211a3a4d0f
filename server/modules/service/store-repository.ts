/** The stores' and warehouses' SQL: shared data, the same for every shopper. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, warehouses } from '../../db/schema';
import type { WarehouseRow } from '../cart/address-views';
import type { StoreRow } from './service-views';

export async function listStores(db: Db): Promise<StoreRow[]> {
  return db.select().from(stores).orderBy(asc(stores.name), asc(stores.id));
}

export async function findStore(db: Db, storeId: number): Promise<StoreRow | null> {
  const rows = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  return rows[0] ?? null;
}

export async function listWarehouses(db: Db): Promise<WarehouseRow[]> {
  return db.select().from(warehouses).orderBy(asc(warehouses.id));
}

export async function findWarehouse(db: Db, warehouseId: number): Promise<WarehouseRow | null> {
  const rows = await db.select().from(warehouses).where(eq(warehouses.id, warehouseId)).limit(1);
  return rows[0] ?? null;
}
