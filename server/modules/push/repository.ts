/**
 * The SQL of the devices that receive push notifications (`push_devices`): registering one (a
 * single upsert on its platform and id, so two registrations at once leave one row), removing the
 * caller's own, the tokens of an account's devices, and forgetting devices by token or account.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushDevices } from '../../db/schema';

export type PushPlatform = 'android' | 'ios';

export interface DeviceRegistration {
  readonly platform: PushPlatform;
  /** In lower case. */
  readonly uuid: string;
  readonly token: string;
  readonly model: string | null;
  readonly platformVersion: string | null;
  readonly manufacturer: string | null;
  /** The logged-in account, or null for a guest device. */
  readonly userId: number | null;
  readonly now: Date;
}

/**
 * Registers the device, or registers it again: its token and details are replaced and it becomes
 * `userId`'s (or a guest device), whoever it was before.
 */
export async function registerDevice(db: Db, device: DeviceRegistration): Promise<void> {
  const details = {
    token: device.token,
    userId: device.userId,
    model: device.model,
    platformVersion: device.platformVersion,
    manufacturer: device.manufacturer,
    updatedAt: device.now,
  };
  await db
    .insert(pushDevices)
    .values({ platform: device.platform, uuid: device.uuid, createdAt: device.now, ...details })
    .onConflictDoUpdate({ target: [pushDevices.platform, pushDevices.uuid], set: details });
}

/** What unregistering found: the caller's device removed, no such device, or another account's. */
export type DeviceRemoval = 'removed' | 'absent' | 'foreign';

/**
 * Removes the device if it is the caller's: `userId`'s or a guest device (a guest, `userId` null,
 * removes only guest devices). Another account's device stays.
 */
export async function unregisterDevice(
  db: Db,
  platform: PushPlatform,
  uuid: string,
  userId: number | null,
): Promise<DeviceRemoval> {
  const device = and(eq(pushDevices.platform, platform), eq(pushDevices.uuid, uuid));
  const callers =
    userId === null
      ? isNull(pushDevices.userId)
      : or(isNull(pushDevices.userId), eq(pushDevices.userId, userId));
  const removed = await db
    .delete(pushDevices)
    .where(and(device, callers))
    .returning({ id: pushDevices.id });
  if (removed.length > 0) return 'removed';
  const others = await db.$count(pushDevices, device);
  return others > 0 ? 'foreign' : 'absent';
}

/** The push tokens of the account's devices. */
export async function tokensOfAccount(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ token: pushDevices.token })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId));
  return rows.map((row) => row.token);
}

/** Forgets the devices whose tokens no longer reach them; answers how many. */
export async function forgetTokens(db: Db, tokens: readonly string[]): Promise<number> {
  if (tokens.length === 0) return 0;
  const rows = await db
    .delete(pushDevices)
    .where(inArray(pushDevices.token, [...tokens]))
    .returning({ id: pushDevices.id });
  return rows.length;
}

/** Removes every device of the account (its deletion); answers how many. */
export async function removeAccountDevices(db: Db, userId: number): Promise<number> {
  const rows = await db
    .delete(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .returning({ id: pushDevices.id });
  return rows.length;
}
