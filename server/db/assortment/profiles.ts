/**
 * Kinds of product with their brands and the sentences their descriptions are made of. `{name}`
 * is the product's base name in lower case. "Spesa Facile" is the shop's own brand.
 */
export const HOUSE_BRAND = 'Spesa Facile';

export interface Profile {
  readonly brands: readonly string[];
  /** First sentence: what the product is. */
  readonly intros: readonly string[];
  /** Second sentence: how to keep or use it. */
  readonly closings: readonly string[];
}

const profile = (brands: string, intros: readonly string[], closings: readonly string[]) => ({
  brands: [...brands.split('|'), HOUSE_BRAND],
  intros,
  closings,
});

export const PROFILES = {
  fruit: profile(
    'Melinda|Val Venosta|Orsero|Apofruit|Citrus Italia|Natura Sì',
    [
      '{name}: raccolta a piena maturazione e selezione a mano, frutto per frutto.',
      '{name} dal gusto dolce e succoso, per uno spuntino sano o a fine pasto.',
      '{name} di stagione, da filiera controllata.',
    ],
    ['Conservare in frigorifero o in luogo fresco.', 'Lavare prima del consumo.'],
  ),
  vegetable: profile(
    'Ortoromi|Bonduelle|La Linea Verde|Apofruit|Natura Sì',
    [
      '{name} dal campo alla tavola: ideale per contorni e minestre.',
      '{name} di coltivazione italiana, da gustare crudo o cotto.',
      '{name} da aggiungere a sughi, zuppe e insalate.',
    ],
    ['Conservare in frigorifero nel cassetto delle verdure.', 'Lavare prima del consumo.'],
  ),
  dairy: profile(
    'Granarolo|Parmalat|Mila|Sterzing Vipiteno|Galbani|Santa Lucia|Vallelata|Zanetti|Parmareggio|Yomo|Brimi',
    [
      '{name} da latte italiano, dal sapore delicato.',
      '{name}: ideale con pomodoro e basilico o da gustare al naturale.',
      '{name} secondo la tradizione casearia italiana.',
    ],
    ['Conservare in frigorifero tra 0 e 4 °C.', 'Una volta aperto consumare entro 3 giorni.'],
  ),
  meat: profile(
    'Amadori|Aia|Fileni|Inalca|Montana|Fumagalli',
    [
      '{name} da animali allevati in Italia.',
      '{name}: tenerezza e sapore, alla griglia o in padella.',
      '{name}, preparazione quotidiana dei nostri macellai.',
    ],
    ['Conservare in frigorifero tra 0 e 4 °C.', 'Da consumare previa cottura.'],
  ),
  fish: profile(
    'Rio Mare|Nostromo|Mareblu|Callipo|Delicius|Pescheria del Porto',
    [
      '{name} dai mari italiani, lavorazione accurata.',
      '{name}: una fonte di omega 3, al forno o in umido.',
      '{name} di qualità selezionata, dal sapore delicato.',
    ],
    ['Conservare in frigorifero e consumare entro 24 ore.', 'Da consumare previa cottura.'],
  ),
  bakery: profile(
    "Mulino Bianco|Harry's|Forno del Borgo|Panificio Rossi|Roberto|Pavesi",
    [
      '{name} dal forno a legna, ogni mattina.',
      '{name} dalla crosta croccante e mollica morbida.',
      '{name} con lievito madre e farina di grano italiano.',
    ],
    ['Conservare in luogo fresco e asciutto.', 'Ottimo anche tostato.'],
  ),
  pastry: profile(
    'Pasticceria del Borgo|Forno del Borgo|Bauli|Balocco',
    [
      '{name} dei nostri pasticceri, con ingredienti freschi.',
      '{name} con crema pasticcera e frutta fresca.',
      '{name}: sofficità e profumo per ogni occasione.',
    ],
    ['Conservare in frigorifero.', 'Da consumare entro 2 giorni.'],
  ),
  pasta: profile(
    'Barilla|De Cecco|Rummo|Garofalo|La Molisana|Voiello|Giovanni Rana|Scotti|Gallo|Molino Spadoni|Caputo',
    [
      '{name} di semola di grano duro, trafilatura al bronzo.',
      '{name}: da provare con sugo di pomodoro e basilico.',
      '{name} dalla tenuta in cottura eccellente.',
    ],
    ['Conservare in luogo fresco e asciutto.', 'Tempo di cottura indicato sulla confezione.'],
  ),
  pantry: profile(
    'Mutti|Cirio|Valfrutta|De Rica|Carapelli|Monini|Ponti|Star|Saclà|Calvé|Sale di Cervia|Rio Mare',
    [
      '{name} con materie prime italiane.',
      '{name} per dare sapore a primi piatti, carne e verdure.',
      '{name} dalla ricetta tradizionale, senza conservanti aggiunti.',
    ],
    ['Dopo l’apertura conservare in frigorifero.', 'Conservare in luogo fresco e asciutto.'],
  ),
  breakfast: profile(
    "Lavazza|Illy|Kimbo|Segafredo|Mulino Bianco|Galbusera|Loacker|Ferrero|Novi|Perugina|Zuegg|Rigoni di Asiago|Ambrosoli|Twinings|Pompadour|Kellogg's",
    [
      '{name} per una colazione buona e genuina.',
      '{name} dal gusto ricco, ideale a colazione e a merenda.',
      '{name} con ingredienti selezionati, senza olio di palma.',
    ],
    ['Conservare in luogo fresco e asciutto.', 'Dopo l’apertura richiudere bene la confezione.'],
  ),
  drinks: profile(
    "San Pellegrino|Levissima|Sant'Anna|Ferrarelle|Rocchetta|San Benedetto|Yoga|Santal|Lurisia|Coca-Cola|Fanta",
    [
      '{name}: il piacere di dissetarsi.',
      '{name} di qualità, in confezione riciclabile.',
      '{name} ideale a tavola e durante la giornata.',
    ],
    ['Conservare al riparo dalla luce e da fonti di calore.', 'Servire fresca.'],
  ),
  wine: profile(
    'Antinori|Zonin|Cantina di Soave|Mionetto|Tavernello|Caviro|Peroni|Birra Moretti|Ichnusa|Menabrea|Baladin',
    [
      '{name} dal profumo intenso e dal gusto armonico.',
      '{name} ottimo con carne alla griglia, formaggi stagionati e salumi.',
      '{name} da uve e luppoli selezionati.',
    ],
    ['Servire alla giusta temperatura.', 'Vendita vietata ai minori di 18 anni.'],
  ),
  frozen: profile(
    'Findus|Orogel|Buitoni|Sammontana|Algida|Motta|Bofrost',
    [
      '{name}: surgelazione subito dopo la raccolta o la preparazione.',
      '{name}: pronto in pochi minuti, in padella o al forno.',
      '{name} di qualità, per avere sempre qualcosa di buono in freezer.',
    ],
    ['Conservare in freezer a -18 °C.', 'Una volta scongelato non ricongelare.'],
  ),
  deli: profile(
    'Rovagnati|Beretta|Citterio|Negroni|Levoni|Parmacotto|Fiorucci|Casa Modena|Banco Gastronomia',
    [
      '{name} dal gusto autentico, affettatura al momento.',
      '{name} secondo tradizione, per panini e taglieri.',
      '{name} della nostra gastronomia, con ricette di casa.',
    ],
    ['Conservare in frigorifero tra 0 e 4 °C.', 'Consumare entro 3 giorni dall’apertura.'],
  ),
  care: profile(
    'Neutro Roberts|Felce Azzurra|Pantene|Garnier|Mentadent|AZ|Pasta del Capitano|Nivea|Dove|Borotalco',
    [
      '{name} per tutta la famiglia, con test dermatologici.',
      '{name} dalla profumazione delicata e fresca.',
      '{name} con ingredienti di origine naturale.',
    ],
    ['Tenere fuori dalla portata dei bambini.', 'Solo per uso esterno.'],
  ),
  home: profile(
    'Dash|Dixan|Perlana|Coccolino|Chanteclair|Svelto|Finish|Scottex|Regina|Vileda|Spontex',
    [
      '{name} efficace contro lo sporco più ostinato.',
      '{name} per una casa pulita e profumata.',
      '{name} resistente e di lunga durata.',
    ],
    ['Tenere fuori dalla portata dei bambini.', 'Leggere le avvertenze prima dell’uso.'],
  ),
  pets: profile(
    'Purina One|Friskies|Monge|Cesar|Whiskas|Sheba|Pedigree|Almo Nature',
    [
      '{name}: un pasto completo e bilanciato, con carne come primo ingrediente.',
      '{name} per il benessere del tuo amico a quattro zampe.',
      '{name} senza coloranti e conservanti artificiali.',
    ],
    ['Lasciare sempre a disposizione acqua fresca.', 'Conservare in luogo fresco e asciutto.'],
  ),
  baby: profile(
    'Plasmon|Mellin|Humana|Pampers|Huggies|Chicco',
    [
      '{name} per i più piccoli, con ingredienti controllati.',
      '{name}: delicatezza e sicurezza dai primi mesi.',
      '{name} studiato con i pediatri.',
    ],
    ['Seguire le indicazioni del pediatra.', 'Conservare in luogo fresco e asciutto.'],
  ),
} as const satisfies Record<string, Profile>;

export type ProfileName = keyof typeof PROFILES;
