/** The seeded warehouses: each prepares the orders of the stores, lockers and sites near it. */

export const WAREHOUSE = { milano: 1, bergamo: 2, como: 3, brescia: 4 } as const;

export interface WarehouseSeed {
  readonly id: number;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly enableHappyHour: boolean;
}

export const WAREHOUSES: readonly WarehouseSeed[] = [
  {
    id: WAREHOUSE.milano,
    name: 'Polo logistico Milano - Pero',
    latitude: 45.5094,
    longitude: 9.087,
    // The only warehouse selling the happy-hour perishables (spec section 6).
    enableHappyHour: true,
  },
  {
    id: WAREHOUSE.bergamo,
    name: 'Polo logistico Bergamo - Stezzano',
    latitude: 45.6494,
    longitude: 9.6525,
    enableHappyHour: false,
  },
  {
    id: WAREHOUSE.como,
    name: 'Polo logistico Como - Grandate',
    latitude: 45.7751,
    longitude: 9.0603,
    enableHappyHour: false,
  },
  {
    id: WAREHOUSE.brescia,
    name: 'Polo logistico Brescia - Roncadelle',
    latitude: 45.5268,
    longitude: 10.1556,
    enableHappyHour: false,
  },
];
