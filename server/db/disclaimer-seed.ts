/**
 * The registration disclaimers an Italian shop asks for: the terms of sale and the privacy notice
 * (required, GDPR art. 13), and three consents the shopper may give or not (marketing,
 * profiling, third parties: GDPR art. 6(1)(a), each on its own). Idempotent: fixed ids inserted
 * with ON CONFLICT DO NOTHING, so seeding again changes nothing. The demo accounts have accepted
 * the required ones, so their login asks nothing.
 */
import { inArray } from 'drizzle-orm';
import { saveDisclaimerAnswers } from '../modules/registration/disclaimer-repository';
import type { Db } from './client';
import { REGISTRATION_MODULE_TYPE_ID, registrationDisclaimers, users } from './schema';

type NewDisclaimer = typeof registrationDisclaimers.$inferInsert & { readonly id: number };

export const REGISTRATION_DISCLAIMERS = [
  {
    id: 1,
    title: 'Condizioni generali di vendita',
    text:
      '<p>Ho letto e accetto le <a href="/page/condizioni-di-vendita" target="_blank" rel="noopener">' +
      'condizioni generali di vendita</a> di Spesa online: come si ordina, i prezzi, la consegna e ' +
      'il ritiro, il pagamento, il recesso e la garanzia dei prodotti.</p>',
    required: true,
    priority: 1,
  },
  {
    id: 2,
    title: 'Informativa sulla privacy',
    text:
      "<p>Ho letto l'informativa sul trattamento dei dati personali (art. 13 del Regolamento UE " +
      '2016/679): i miei dati servono a gestire il mio account, gli ordini, le consegne e i ' +
      'pagamenti, sono conservati per il tempo previsto dalla legge e posso in ogni momento ' +
      'chiederne la copia, la correzione o la cancellazione.</p>',
    required: true,
    priority: 2,
  },
  {
    id: 3,
    title: 'Comunicazioni commerciali (marketing)',
    text:
      '<p>Acconsento a ricevere per e-mail, SMS e notifiche offerte, promozioni e novità di Spesa ' +
      'online. Il consenso è facoltativo e posso revocarlo quando voglio dal mio profilo o dal ' +
      'link presente in ogni messaggio.</p>',
    required: false,
    priority: 3,
  },
  {
    id: 4,
    title: 'Profilazione',
    text:
      "<p>Acconsento all'analisi dei miei acquisti e delle mie preferenze per ricevere offerte e " +
      'suggerimenti personalizzati. Il consenso è facoltativo e revocabile in ogni momento.</p>',
    required: false,
    priority: 4,
  },
  {
    id: 5,
    title: 'Comunicazioni di terze parti',
    text:
      '<p>Acconsento a ricevere offerte dei marchi e dei partner commerciali di Spesa online. I ' +
      'miei dati non vengono ceduti: le comunicazioni arrivano sempre da Spesa online. Il ' +
      'consenso è facoltativo e revocabile in ogni momento.</p>',
    required: false,
    priority: 5,
  },
] as const satisfies readonly Omit<NewDisclaimer, 'registrationModuleTypeId' | 'storeId'>[];

/** Inserts the missing disclaimers (for every store); returns how many it inserted. */
export async function seedDisclaimers(db: Db): Promise<number> {
  const rows = await db
    .insert(registrationDisclaimers)
    .values(
      REGISTRATION_DISCLAIMERS.map((disclaimer) => ({
        ...disclaimer,
        registrationModuleTypeId: REGISTRATION_MODULE_TYPE_ID,
        storeId: null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: registrationDisclaimers.id });
  return rows.length;
}

/**
 * The accounts of `emails` accept the required disclaimers (recorded in the consent history as
 * given by the seed); an acceptance already recorded adds nothing.
 */
export async function seedDemoConsents(db: Db, emails: readonly string[]): Promise<void> {
  const accounts = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...emails]));
  const answers = REGISTRATION_DISCLAIMERS.filter((disclaimer) => disclaimer.required).map(
    (disclaimer) => ({ registrationDisclaimerId: disclaimer.id, value: true }),
  );
  for (const account of accounts) {
    await saveDisclaimerAnswers(db, account.id, answers, { now: new Date(), source: 'seed' });
  }
}
