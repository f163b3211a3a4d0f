/** What the registration calls tell the shopper on success (`response.infos`). */
export const registrationMessages = {
  confirmationSent:
    "Ti abbiamo inviato un'e-mail all'indirizzo indicato: apri il link per confermare la registrazione.",
  confirmationResent:
    "Se l'indirizzo appartiene a una registrazione da confermare, riceverai un'e-mail con un nuovo link.",
  confirmed: 'Registrazione confermata: ora puoi accedere.',
} as const;
