/**
 * Italian text for search: folding (case, accents, elisions), words without the little ones
 * ('di', 'con', 'alla'...), and a light stemmer that removes the gender and number endings
 * (after J. Savoy's Italian light stemmer, also used by Lucene), so 'mela' and 'Mele' meet at
 * 'mel' and 'formaggi' and 'formaggio' at 'formagg'.
 */

const STOPWORDS = new Set(
  (
    'a ad al alla alle allo agli ai all che con col da dal dalla dalle dai dagli dall de del della ' +
    'delle dello degli dei dell di e ed gli i il in la le lo nel nella nelle nei negli per su sul ' +
    'sulla sui un una uno o x'
  ).split(' '),
);

/** Lower case without accents; anything that is not a letter or digit separates words. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The searchable words of a text, folded, without stopwords. */
export function wordsOf(text: string): string[] {
  const folded = foldText(text);
  if (folded === '') return [];
  return folded
    .split(' ')
    .filter((word) => !STOPWORDS.has(word) && (word.length > 1 || /\d/.test(word)));
}

const MIN_STEM = 3;

/** The stem of a folded word; numbers and short words stay as they are. */
export function stemItalian(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  const last = word.charAt(word.length - 1);
  const before = word.charAt(word.length - 2);
  let cut: number;
  switch (last) {
    case 'e':
      cut = before === 'i' || before === 'h' ? 2 : 1;
      break;
    case 'i':
      cut = before === 'h' || before === 'i' ? 2 : 1;
      break;
    case 'a':
    case 'o':
      cut = before === 'i' ? 2 : 1;
      break;
    default:
      cut = 0;
  }
  return word.slice(0, Math.max(MIN_STEM, word.length - cut));
}

/** The stems of a text's words, in order. */
export function stemsOf(text: string): string[] {
  return wordsOf(text).map(stemItalian);
}
