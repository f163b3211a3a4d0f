/** What the disclaimer calls tell the shopper on success (`response.infos`). */
export const consentInfos = {
  disclaimersUpdated: 'Le tue scelte sono state salvate.',
} as const;
