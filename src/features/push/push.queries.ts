/** The device's push registration (account-and-platform.md §7 "Push device registration"). */
import type { ShopClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';
import type { DeviceDetails } from '../../native/native-app';

/** The contract's longest detail of a device (model, OS version, manufacturer). */
const DETAIL_MAX_LENGTH = 100;
const detail = (value: string) => value.slice(0, DETAIL_MAX_LENGTH);

/** Registers the device with its push token: the logged-in account's device, or a guest one. */
export async function registerDevice(client: ShopClient, token: string, device: DeviceDetails) {
  await unwrap(
    client.GET('/ebsn/api/externalregistration/register', {
      params: {
        query: {
          external_id: token,
          model: detail(device.model),
          platform: device.platform,
          platform_version: detail(device.platformVersion),
          manufacturer: detail(device.manufacturer),
          uuid: device.uuid,
        },
      },
    }),
  );
}

/** Unregisters the device (at logout, while the session is still live). */
export async function unregisterDevice(client: ShopClient, device: DeviceDetails) {
  await unwrap(
    client.GET('/ebsn/api/externalregistration/unregister', {
      params: { query: { platform: device.platform, uuid: device.uuid } },
    }),
  );
}
