/**
 * The service tables: warehouses, stores, the addresses a cart can be served at (store pickup
 * points, lockers and company sites shared by everyone, plus each shopper's own company
 * addresses), the time-slot templates of each delivery service, the booked count of every
 * (warehouse, service, day, slot). Coordinates are WGS84 degrees.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const warehouses = pgTable('warehouses', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** metaData.warehouse_info.ENABLE_PROMO_HAPPY_HOUR of the spec. */
  enableHappyHour: boolean('enable_happy_hour').notNull(),
});

/** A store's delivery services, each with whether the address selector shows it as a tab. */
export interface StoreService {
  readonly deliveryServiceId: number;
  readonly showTab: boolean;
}

export const stores = pgTable('stores', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  address1: varchar('address1', { length: 120 }).notNull(),
  addressNumber: varchar('address_number', { length: 10 }).notNull(),
  city: varchar('city', { length: 60 }).notNull(),
  postalCode: varchar('postal_code', { length: 5 }).notNull(),
  province: varchar('province', { length: 2 }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  warehouseId: integer('warehouse_id')
    .notNull()
    .references(() => warehouses.id),
  deliveryServices: jsonb('delivery_services').$type<StoreService[]>().notNull(),
});

/**
 * Every address a cart can be served at. Shared ones (`user_id` null) are the store pickup
 * points (type 3 or 4), lockers (5) and company sites (2); a shopper's own company addresses
 * (`address_type` 'home', the only editable kind) carry their `user_id`.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    addressTypeId: integer('address_type_id').notNull(),
    addressType: varchar('address_type', { length: 12 })
      .$type<'drive' | 'locker' | 'work' | 'home'>()
      .notNull(),
    deliveryServiceId: integer('delivery_service_id').notNull(),
    storeId: integer('store_id').references(() => stores.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    addressName: varchar('address_name', { length: 80 }).notNull(),
    address1: varchar('address1', { length: 120 }).notNull(),
    addressNumber: varchar('address_number', { length: 10 }).notNull(),
    city: varchar('city', { length: 60 }).notNull(),
    postalCode: varchar('postal_code', { length: 5 }).notNull(),
    province: varchar('province', { length: 2 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    zoneId: integer('zone_id').notNull().default(1),
    /** Delivery notes of a shopper's own address (floor, reception...). */
    notes: varchar('notes', { length: 200 }),
    /** False when the shopper saved it although the address check could not confirm it. */
    validated: boolean('validated').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('addresses_user_id_idx').on(table.userId),
    index('addresses_service_idx').on(table.deliveryServiceId),
    check('addresses_type_id', sql`${table.addressTypeId} in (2, 3, 4, 5)`),
    check(
      'addresses_home_owned',
      sql`(${table.addressType} = 'home') = (${table.userId} is not null)`,
    ),
  ],
);

/** A slot of a delivery service's day (spec: Timeslot), repeated on every open day. */
export const timeslots = pgTable('timeslots', {
  id: integer('id').primaryKey(),
  deliveryServiceId: integer('delivery_service_id').notNull(),
  name: varchar('name', { length: 40 }).notNull(),
  /** 'HH:MM', shop time (Europe/Rome). */
  beginTime: varchar('begin_time', { length: 5 }).notNull(),
  endTime: varchar('end_time', { length: 5 }).notNull(),
  /** 1 to 3 for the morning; null in the afternoon (spec section 5, range filter). */
  deliveryDayPeriodId: integer('delivery_day_period_id'),
  capacity: integer('capacity').notNull(),
  /** ISO weekdays (1 Monday .. 7 Sunday) the slot is offered. */
  weekdays: integer('weekdays').array().notNull(),
});

/**
 * How many carts hold one slot of one day. A row appears with the first booking; a booking is a
 * conditional UPDATE (`booked < capacity`), so no slot is ever overbooked.
 */
export const timeslotBookings = pgTable(
  'timeslot_bookings',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.id),
    date: date('date').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.warehouseId, table.timeslotId, table.date] }),
    check('timeslot_bookings_capacity', sql`${table.booked} between 0 and ${table.capacity}`),
  ],
);
