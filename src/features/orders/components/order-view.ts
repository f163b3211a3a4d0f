/** How orders read in the personal area. */
import { localized } from '../../../components/localized';
import { orderStatusFamily, type OrderStatusFamily } from '../../../domain/order-status';

const dateTime = localized(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Rome',
    }),
);

/** '22 novembre 2026 alle ore 10:15' style, in shop time. */
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));

const FAMILY_COLORS: Readonly<Record<OrderStatusFamily, string>> = {
  toPay: 'yellow',
  underWay: 'blue',
  handedOver: 'green',
  ended: 'red',
};

/** The badge colour of an order's status: one colour per status family. */
export const statusColor = (statusId: number) => FAMILY_COLORS[orderStatusFamily(statusId)];
