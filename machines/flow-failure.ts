/** What a failed call of a flow rejects with (the app's actors build it): the texts to show. */
export interface FlowFailure {
  readonly messages: readonly string[];
}

/** The texts of a failure, or none when the error is something else. */
export function failureTexts(error: unknown): readonly string[] {
  return typeof error === 'object' && error !== null && 'messages' in error
    ? (error as FlowFailure).messages
    : [];
}

/** The body of a machine's actor the app must provide: it fails until `.provide()` replaces it. */
export const notProvided = () => Promise.reject(new Error('actor not provided'));
