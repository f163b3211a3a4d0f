/**
 * The in-memory search index of the catalogue: an inverted index from Italian stems to products,
 * with the best field each product has the stem in. A query word matches its exact stem; when
 * that stem is no word of the catalogue, it matches words one typo away ('parmiggiano') and, for
 * the last word, words it begins ('parm' while typing). Every query word must match.
 */
import { isWithinOneEdit } from './edit-distance';
import { stemItalian, wordsOf } from './italian-text';

/** The texts of one product, by how much a match in them counts. */
export interface SearchDocument {
  readonly name: string;
  readonly brand: string;
  readonly categories: string;
  readonly description: string;
}

const FIELD_WEIGHT = { name: 10, brand: 4, categories: 3, description: 1 } as const;
const EXACT = 1;
const PREFIX = 0.6;
const FUZZY = 0.45;
/** Added when the product's name starts with the first query word: 'Mele Golden' before 'Torta di mele'. */
const LEADING_WORD_BONUS = 5;
/** Added per query word the name holds as typed (+2) or one typo away (+1): 'parmigiano' before 'parmigiana'. */
const SAME_WORD_BONUS = 2;
const NEAR_WORD_BONUS = 1;
/** Longer queries only add noise; the contract caps the text at 200 characters anyway. */
const MAX_QUERY_WORDS = 8;
/**
 * A word in the descriptions of more than this share of the catalogue ('conservare in luogo
 * fresco') says nothing about a product: it is not indexed from descriptions (names, brands and
 * categories still are).
 */
const MAX_DESCRIPTION_SHARE = 0.1;
const MIN_PREFIX = 3;
const MIN_FUZZY = 4;

interface Postings {
  readonly documents: number[];
  readonly weights: number[];
}

/** Parallel arrays: product indexes and their scores. */
export interface SearchHits {
  readonly documents: Int32Array;
  readonly scores: Float64Array;
}

export class SearchIndex {
  private readonly postings = new Map<string, Postings>();
  private readonly leadingStem: string[] = [];
  /** Each product name's words as typed (folded), as ids into `rawWords`. */
  private readonly nameWordIds: Int32Array[] = [];
  private readonly rawWordIds = new Map<string, number>();
  private readonly rawWordsByLength = new Map<number, string[]>();
  /** Sorted, for prefix lookups. */
  private vocabulary: string[] = [];
  private readonly byLength = new Map<number, string[]>();
  /** Scratch per product: score so far, words matched so far, best score for the current word. */
  private readonly total: Float64Array;
  private readonly matched: Uint8Array;
  private readonly best: Float64Array;

  constructor(documents: readonly SearchDocument[]) {
    this.total = new Float64Array(documents.length);
    this.matched = new Uint8Array(documents.length);
    this.best = new Float64Array(documents.length);
    const descriptionStems = documents.map(
      (document) => new Set(wordsOf(document.description).map(stemItalian)),
    );
    const descriptionFrequency = new Map<string, number>();
    for (const stems of descriptionStems) {
      for (const stem of stems)
        descriptionFrequency.set(stem, (descriptionFrequency.get(stem) ?? 0) + 1);
    }
    const maxFrequency = Math.max(1, documents.length * MAX_DESCRIPTION_SHARE);
    documents.forEach((document, index) => {
      const nameWords = wordsOf(document.name);
      const nameStems = nameWords.map(stemItalian);
      this.nameWordIds.push(Int32Array.from(nameWords, (word) => this.rawWordId(word)));
      this.leadingStem.push(nameStems[0] ?? '');
      this.add(index, nameStems, FIELD_WEIGHT.name);
      this.add(index, wordsOf(document.brand).map(stemItalian), FIELD_WEIGHT.brand);
      this.add(index, wordsOf(document.categories).map(stemItalian), FIELD_WEIGHT.categories);
      const telling = [...(descriptionStems[index] ?? [])].filter(
        (stem) => (descriptionFrequency.get(stem) ?? 0) <= maxFrequency,
      );
      this.add(index, telling, FIELD_WEIGHT.description);
    });
    this.vocabulary = [...this.postings.keys()].sort();
    for (const term of this.vocabulary) {
      const list = this.byLength.get(term.length) ?? [];
      list.push(term);
      this.byLength.set(term.length, list);
    }
  }

  private add(document: number, stems: readonly string[], weight: number): void {
    for (const stem of stems) {
      let postings = this.postings.get(stem);
      if (postings === undefined) {
        postings = { documents: [], weights: [] };
        this.postings.set(stem, postings);
      }
      const last = postings.documents.length - 1;
      if (postings.documents[last] === document) {
        postings.weights[last] = Math.max(postings.weights[last] ?? 0, weight);
      } else {
        postings.documents.push(document);
        postings.weights.push(weight);
      }
    }
  }

  /** The catalogue's words a query word stands for, each with how well it matches. */
  private expand(stem: string, isLast: boolean): [string, number][] {
    if (this.postings.has(stem)) return [[stem, EXACT]];
    if (/\d/.test(stem)) return [];
    const terms: [string, number][] = [];
    if (isLast && stem.length >= MIN_PREFIX) {
      let low = 0;
      let high = this.vocabulary.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((this.vocabulary[middle] ?? '') < stem) low = middle + 1;
        else high = middle;
      }
      for (let i = low; i < this.vocabulary.length; i += 1) {
        const term = this.vocabulary[i] ?? '';
        if (!term.startsWith(stem)) break;
        terms.push([term, PREFIX]);
      }
    }
    if (stem.length >= MIN_FUZZY) {
      for (let length = stem.length - 1; length <= stem.length + 1; length += 1) {
        for (const term of this.byLength.get(length) ?? []) {
          if (isWithinOneEdit(stem, term)) terms.push([term, FUZZY]);
        }
      }
    }
    return terms;
  }

  private rawWordId(word: string): number {
    const known = this.rawWordIds.get(word);
    if (known !== undefined) return known;
    const id = this.rawWordIds.size;
    this.rawWordIds.set(word, id);
    const list = this.rawWordsByLength.get(word.length) ?? [];
    list.push(word);
    this.rawWordsByLength.set(word.length, list);
    return id;
  }

  /** Per query word: the id of the same name word, and the ids of name words one typo away. */
  private wordMatchers(words: readonly string[]) {
    return words.map((word) => {
      const near = new Set<number>();
      if (word.length >= MIN_FUZZY) {
        for (let length = word.length - 1; length <= word.length + 1; length += 1) {
          for (const candidate of this.rawWordsByLength.get(length) ?? []) {
            if (candidate !== word && isWithinOneEdit(word, candidate))
              near.add(this.rawWordIds.get(candidate) ?? -1);
          }
        }
      }
      return { same: this.rawWordIds.get(word) ?? -1, near };
    });
  }

  /** How closely the name holds the words as they were typed. */
  private wordBonus(document: number, matchers: ReturnType<SearchIndex['wordMatchers']>): number {
    const nameWords = this.nameWordIds[document] ?? new Int32Array(0);
    let bonus = 0;
    for (const { same, near } of matchers) {
      if (nameWords.includes(same)) bonus += SAME_WORD_BONUS;
      else if (near.size > 0 && nameWords.some((id) => near.has(id))) bonus += NEAR_WORD_BONUS;
    }
    return bonus;
  }

  /**
   * The products matching every word of `query`, unordered, with their scores; none when no word
   * is searchable. Runs on scratch arrays sized to the catalogue: no per-query maps.
   */
  search(query: string): SearchHits {
    const words = wordsOf(query).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return { documents: new Int32Array(0), scores: new Float64Array(0) };
    const expansions = words.map((word, index) =>
      this.expand(stemItalian(word), index === words.length - 1),
    );
    const firstWordTerms = new Set(expansions[0]?.map(([term]) => term) ?? []);
    // The rarest word first: it bounds the candidates every later word is checked against.
    const order = expansions
      .map((terms, index) => ({
        terms,
        size: terms.reduce(
          (sum, [term]) => sum + (this.postings.get(term)?.documents.length ?? 0),
          0,
        ),
        index,
      }))
      .sort((a, b) => a.size - b.size);

    const { total, matched, best } = this;
    let candidates: number[] = [];
    order.forEach(({ terms }, step) => {
      const touched: number[] = [];
      for (const [term, kind] of terms) {
        const postings = this.postings.get(term);
        if (postings === undefined) continue;
        for (let i = 0; i < postings.documents.length; i += 1) {
          const document = postings.documents[i] ?? 0;
          if (matched[document] !== step) continue;
          const score = (postings.weights[i] ?? 0) * kind;
          if ((best[document] ?? 0) === 0) touched.push(document);
          if (score > (best[document] ?? 0)) best[document] = score;
        }
      }
      for (const document of touched) {
        total[document] = (total[document] ?? 0) + (best[document] ?? 0);
        matched[document] = step + 1;
        best[document] = 0;
      }
      if (step === 0) candidates = touched;
    });

    const matchers = this.wordMatchers(words);
    const documents: number[] = [];
    const scores: number[] = [];
    for (const document of candidates) {
      if (matched[document] === order.length) {
        let score = total[document] ?? 0;
        if (firstWordTerms.has(this.leadingStem[document] ?? '')) score += LEADING_WORD_BONUS;
        documents.push(document);
        scores.push(score + this.wordBonus(document, matchers));
      }
      matched[document] = 0;
      total[document] = 0;
    }
    return { documents: Int32Array.from(documents), scores: Float64Array.from(scores) };
  }
}
