/** How orders read in the personal area. */
const dateTime = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** '22 novembre 2026 alle ore 10:15' style, in shop time. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
