/**
 * The answers a form sends to the disclaimers, as the registration and the profile's dialog both
 * read them: only answers to the disclaimers shown count, the last one to a disclaimer wins, and
 * the required ones must be accepted.
 */
import type { DisclaimerAnswer, DisclaimerRow } from './disclaimer-repository';

/** The answers to known disclaimers, one per disclaimer (the last one given wins). */
export function answersTo(
  disclaimers: readonly DisclaimerRow[],
  answers: readonly DisclaimerAnswer[],
): DisclaimerAnswer[] {
  const known = new Set(disclaimers.map((disclaimer) => disclaimer.registrationDisclaimerId));
  const byId = new Map<number, boolean>();
  for (const answer of answers) {
    if (known.has(answer.registrationDisclaimerId)) {
      byId.set(answer.registrationDisclaimerId, answer.value);
    }
  }
  return [...byId].map(([registrationDisclaimerId, value]) => ({
    registrationDisclaimerId,
    value,
  }));
}

/** Whether `answers` accept every required disclaimer. */
export function acceptsRequired(
  disclaimers: readonly DisclaimerRow[],
  answers: readonly DisclaimerAnswer[],
): boolean {
  const accepted = new Set(
    answers.filter((answer) => answer.value).map((answer) => answer.registrationDisclaimerId),
  );
  return disclaimers.every(
    (disclaimer) => !disclaimer.required || accepted.has(disclaimer.registrationDisclaimerId),
  );
}

/** Whether `answers` decline a required disclaimer (leaving one unanswered is not declining). */
export function declinesRequired(
  disclaimers: readonly DisclaimerRow[],
  answers: readonly DisclaimerAnswer[],
): boolean {
  const required = new Set(
    disclaimers
      .filter((disclaimer) => disclaimer.required)
      .map((disclaimer) => disclaimer.registrationDisclaimerId),
  );
  return answers.some((answer) => !answer.value && required.has(answer.registrationDisclaimerId));
}
