/**
 * Recent searches kept per device in local storage (shopping-flow.md §4): the rules are in
 * src/domain/recent-searches.ts; this keeps the list and tells React when it changes.
 */
import { useSyncExternalStore } from 'react';
import { currentSearches, recordSearch, type SearchedWord } from '../../domain/recent-searches';

const STORAGE_KEY = 'recent-searches';
const listeners = new Set<() => void>();
let cached: { raw: string | null; words: SearchedWord[] } = { raw: null, words: [] };

function storedRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return cached.raw;
  }
}

function parse(raw: string | null): SearchedWord[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as SearchedWord[]) : [];
  } catch {
    // A damaged entry starts the history again.
    return [];
  }
}

/** The stored list; the same array while storage is unchanged, as useSyncExternalStore needs. */
function read(): SearchedWord[] {
  const raw = storedRaw();
  if (raw !== cached.raw) cached = { raw, words: currentSearches(parse(raw), Date.now()) };
  return cached.words;
}

function record(query: string) {
  const words = recordSearch(read(), query, Date.now());
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(words));
  } catch {
    // A full or blocked storage only loses the history.
  }
  listeners.forEach((listener) => listener());
}

const NO_WORDS: SearchedWord[] = [];
const noWords = () => NO_WORDS;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The device's recent searches as an external store, for a reader that loads this module late. */
export const recentSearchesStore = { subscribe, read, record };

/** The device's recent searches, most searched first, and a way to record one. */
export function useRecentSearches() {
  // A page rendered on the server knows no device: its history shows once hydrated.
  const words = useSyncExternalStore(subscribe, read, noWords);
  return { words, record };
}
