/**
 * The registration disclaimers an Italian shop asks for: the terms of sale and the privacy notice
 * (required, GDPR art. 13), and three consents the shopper may give or not (marketing,
 * profiling, third parties: GDPR art. 6(1)(a), each on its own). Idempotent: fixed ids inserted
 * with ON CONFLICT DO NOTHING, so seeding again changes nothing. The demo accounts have accepted
 * the required ones, so their login asks nothing, except the one that accepted an earlier privacy
 * notice.
 */
import { createHash } from 'node:crypto';
import { saveDisclaimerAnswers } from '../modules/consent/disclaimer-repository';
import type { Db } from './client';
import {
  REGISTRATION_MODULE_TYPE_ID,
  registrationDisclaimers,
  userDisclaimerHistory,
  userDisclaimers,
} from './schema';

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
 * Which wording of the required disclaimers a demo account accepted: the present one, or the
 * privacy notice as it read before (so that account's next login asks again).
 */
export type DemoConsents = 'current' | 'earlier-privacy-notice';

/** The privacy notice as it read before its present wording (id 2). */
export const EARLIER_PRIVACY_NOTICE =
  "<p>Ho letto l'informativa sul trattamento dei dati personali: i miei dati servono a gestire " +
  'il mio account e i miei ordini.</p>';

const PRIVACY_NOTICE_ID = 2;

/**
 * The new demo accounts accept the required disclaimers, recorded in the consent history as given
 * by the seed; an account of 'earlier-privacy-notice' accepted that notice in its earlier wording.
 */
export async function seedDemoConsents(
  db: Db,
  accounts: readonly { readonly id: number; readonly consents: DemoConsents }[],
): Promise<void> {
  const answers = REGISTRATION_DISCLAIMERS.filter((disclaimer) => disclaimer.required).map(
    (disclaimer) => ({ registrationDisclaimerId: disclaimer.id, value: true }),
  );
  const now = new Date();
  for (const account of accounts) {
    const earlier = account.consents === 'earlier-privacy-notice';
    await saveDisclaimerAnswers(
      db,
      account.id,
      answers.filter((answer) => !earlier || answer.registrationDisclaimerId !== PRIVACY_NOTICE_ID),
      { now, source: 'seed' },
    );
    if (earlier)
      await acceptEarlierWording(db, account.id, PRIVACY_NOTICE_ID, EARLIER_PRIVACY_NOTICE);
  }
}

/** The account accepted `disclaimerId` when it read `earlierText` (in May 2024). */
async function acceptEarlierWording(
  db: Db,
  userId: number,
  registrationDisclaimerId: number,
  earlierText: string,
) {
  const textSha256 = createHash('sha256').update(earlierText, 'utf8').digest('hex');
  const answeredAt = new Date('2024-05-20T10:00:00Z');
  const answer = { userId, registrationDisclaimerId, value: true, textSha256 };
  await db.insert(userDisclaimers).values({ ...answer, updatedAt: answeredAt });
  await db
    .insert(userDisclaimerHistory)
    .values({ ...answer, source: 'seed', recordedAt: answeredAt });
}
