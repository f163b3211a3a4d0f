/** The catalogue's Italian failure texts (the envelope's `response.errors`). */
export const catalogMessages = {
  categoryNotFound: 'Categoria non trovata',
  productNotFound: 'Prodotto non trovato',
  blockNotFound: 'Blocco non trovato',
  photoNotFound: 'Immagine non trovata',
  unknownFacet: 'Filtro non valido: i filtri ammessi sono vendor, category e productClass',
} as const;
