/** What the personal area's calls tell the shopper on success (`response.infos`). */
export const accountInfos = {
  detailUpdated: 'I tuoi dati sono stati aggiornati.',
  contactUpdated: 'Il numero di telefono è stato aggiornato.',
  personInfoUpdated: 'Le tue informazioni sono state aggiornate.',
  emailChangeRequested:
    "Ti abbiamo inviato un'e-mail al nuovo indirizzo: apri il link per confermare la modifica.",
  emailChanged: "L'indirizzo e-mail è stato aggiornato: ora puoi accedere con quello nuovo.",
  billingSaved: 'I dati di fatturazione sono stati salvati.',
  billingDeleted: 'I dati di fatturazione sono stati eliminati.',
  anonymizeRequested:
    "Ti abbiamo inviato un'e-mail: apri il link entro 30 minuti per confermare l'eliminazione dell'account.",
  anonymized: 'Il tuo account è stato eliminato. Grazie per aver fatto la spesa con noi.',
  marketingWithdrawn:
    'Non riceverai più comunicazioni commerciali: i consensi facoltativi sono stati ritirati.',
} as const;
