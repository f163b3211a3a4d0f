/**
 * Toasts for reply messages (account-and-platform.md §8): infos, errors and warnings each as
 * their own toast kind; the codes of the show-in-popup list in a dialog instead (MessagePopup).
 * Server texts may carry HTML; a toast shows them as plain text.
 */
import { messagePopups } from '../shared/message-popups';
import { toasts } from '../shared/toasts';
import type { ResponseMessages } from '../domain/envelope';

const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\\n/g, '\n');

export function showMessages(shown: ResponseMessages) {
  shown.infos.forEach((text) => toasts.show({ color: 'blue', message: plain(text) }));
  shown.errors.forEach((text) => toasts.show({ color: 'red', message: plain(text) }));
  shown.warnings.forEach((text) => toasts.show({ color: 'yellow', message: plain(text) }));
  if (shown.popups?.length) messagePopups.add(shown.popups.map(plain));
}
