/** What the registration and password calls tell the shopper on success (`response.infos`). */
export const registrationMessages = {
  confirmationSent:
    "Ti abbiamo inviato un'e-mail all'indirizzo indicato: apri il link per confermare la registrazione.",
  confirmationResent:
    "Se l'indirizzo appartiene a una registrazione da confermare, riceverai un'e-mail con un nuovo link.",
  confirmed: 'Registrazione confermata: ora puoi accedere.',
  resetRequested:
    "Se l'indirizzo è registrato, riceverai un'e-mail con il link per scegliere una nuova password.",
  passwordReset: 'La password è stata cambiata: ora puoi accedere con quella nuova.',
  passwordUpdated: 'La password è stata aggiornata.',
} as const;
