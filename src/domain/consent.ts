/**
 * The shopper's answers to the disclaimers (account-and-platform.md §3 "Registration disclaimer
 * and user disclaimer records", §4 the check after login, §7 "Disclaimers"): a required one must
 * be accepted ('Campo obbligatorio'), the optional ones (marketing, profiling, third-party
 * marketing) are the shopper's choice at any time.
 */

/** A disclaimer as the consent forms show it. */
export interface ConsentDisclaimer {
  readonly registrationDisclaimerId: number;
  readonly required: boolean;
}

/** Which disclaimers the shopper ticked, by id. */
export type ConsentChoices = Readonly<Record<string, boolean>>;

/** The ids of the required disclaimers left unticked. */
export function unacceptedRequired(
  disclaimers: readonly ConsentDisclaimer[],
  choices: ConsentChoices,
): number[] {
  return disclaimers
    .filter(
      ({ registrationDisclaimerId, required }) => required && !choices[registrationDisclaimerId],
    )
    .map(({ registrationDisclaimerId }) => registrationDisclaimerId);
}

/** The answers `update-disclaimer` takes: one per disclaimer shown, true when ticked. */
export function toConsentAnswers(
  disclaimers: readonly ConsentDisclaimer[],
  choices: ConsentChoices,
) {
  return disclaimers.map(({ registrationDisclaimerId }) => ({
    registrationDisclaimerId,
    value: choices[registrationDisclaimerId] === true,
  }));
}

/** The answer to each disclaimer, as a form starts from it. */
export function choicesOf(
  disclaimers: readonly (ConsentDisclaimer & { readonly value?: boolean })[],
): ConsentChoices {
  return Object.fromEntries(
    disclaimers.map(({ registrationDisclaimerId, value }) => [
      registrationDisclaimerId,
      value === true,
    ]),
  );
}

export type ConsentAnswer = ReturnType<typeof toConsentAnswers>[number];
