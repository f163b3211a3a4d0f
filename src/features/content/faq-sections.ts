/** The FAQ as `/faq` shows it: its sections in order, each with the questions the search keeps. */
import type { FaqEntry } from './content.queries';

export interface FaqSection {
  readonly slug: string;
  readonly name: string;
  readonly entries: readonly FaqEntry[];
}

/** The text of some HTML, for searching it (tags out, entities as typed). */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/** The entries in their sections; with `search`, only those whose question or answer holds it. */
export function faqSectionsOf(entries: readonly FaqEntry[], search: string): FaqSection[] {
  const wanted = search.trim().toLocaleLowerCase('it');
  const sections = new Map<string, { name: string; entries: FaqEntry[] }>();
  for (const entry of entries) {
    const text = `${entry.title.rendered} ${textOf(entry.content.rendered)}`.toLocaleLowerCase(
      'it',
    );
    if (wanted !== '' && !text.includes(wanted)) continue;
    const section = sections.get(entry.faq_section.slug) ?? {
      name: entry.faq_section.name,
      entries: [],
    };
    section.entries.push(entry);
    sections.set(entry.faq_section.slug, section);
  }
  return [...sections].map(([slug, section]) => ({ slug, ...section }));
}
