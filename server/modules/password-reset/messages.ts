/** What the password calls tell the shopper on success (`response.infos`). */
export const passwordMessages = {
  resetRequested:
    "Se l'indirizzo è registrato, riceverai un'e-mail con il link per scegliere una nuova password.",
  passwordReset: 'La password è stata cambiata: ora puoi accedere con quella nuova.',
  passwordUpdated: 'La password è stata aggiornata.',
} as const;
