/** The personal area's calls (account-and-platform.md §7 "Registration and profile"). */
import type { ShopClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';
import type { PasswordChange } from '../../domain/password-reset';

export async function updatePassword(client: ShopClient, change: PasswordChange) {
  await unwrap(client.POST('/ebsn/api/registration/update_password', { body: change }));
}
