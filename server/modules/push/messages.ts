/** The push module's Italian failure texts (the envelope's `response.errors`). */
export const pushMessages = {
  /** Unregistering a device of another account: nothing changes. */
  deviceNotYours: 'Dispositivo non trovato tra i tuoi dispositivi.',
} as const;
