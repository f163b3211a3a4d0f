/**
 * Recent searches (shopping-flow.md §4, §9): a word repeated in any case raises its counter,
 * entries older than 30 days (dayWordsSaved) are dropped, and the list is ordered by counter.
 */
export const DAY_WORDS_SAVED = 30;
/** How many recent searches a device keeps at most. */
export const MAX_RECENT_SEARCHES = 20;

export interface SearchedWord {
  readonly name: string;
  readonly counter: number;
  /** When it was last searched (ms since epoch). */
  readonly timestamp: number;
}

const DAY_MS = 86_400_000;

/** The entries still within the retention, most searched first (most recent on ties). */
export function currentSearches(words: readonly SearchedWord[], now: number): SearchedWord[] {
  return words
    .filter((word) => now - word.timestamp <= DAY_WORDS_SAVED * DAY_MS)
    .sort((a, b) => b.counter - a.counter || b.timestamp - a.timestamp);
}

/** Records a search: a repeat (case-insensitive) counts up, a new word starts at 1. */
export function recordSearch(
  words: readonly SearchedWord[],
  query: string,
  now: number,
): SearchedWord[] {
  const name = query.trim().replace(/\s+/g, ' ');
  if (name === '') return currentSearches(words, now);
  const key = name.toLocaleLowerCase('it');
  const previous = words.find((word) => word.name.toLocaleLowerCase('it') === key);
  const others = words.filter((word) => word !== previous);
  const recorded = { name, counter: (previous?.counter ?? 0) + 1, timestamp: now };
  return currentSearches([recorded, ...others], now).slice(0, MAX_RECENT_SEARCHES);
}
