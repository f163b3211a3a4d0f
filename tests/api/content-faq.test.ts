/**
 * The FAQ of the content service (issue 14: at least 20 questions in sections), answered as
 * WordPress answers a custom post type: sections and questions in the file's order, search within
 * the questions and answers, one section, the paging headers, and the file as the source of truth.
 */
import { describe, expect, it } from 'vitest';
import { readFaq, seedFaq } from '../../server/db/faq-seed';
import { contentFaq } from '../../server/db/schema';
import { backends, useTestApp } from './helpers/test-app';

const FAQ = '/p/wp-json/wp/v2/faq';

interface Entry {
  slug: string;
  link: string;
  title: { rendered: string };
  content: { rendered: string };
  faq_section: { slug: string; name: string; order: number };
}

describe.each(backends)('the FAQ (%s)', (backend) => {
  const testApp = useTestApp(backend, { publicUrl: 'https://spesa.example.it' });
  const get = async (url: string) => {
    const response = await testApp().app.inject({ method: 'GET', url });
    return { response, entries: response.json() as Entry[] };
  };

  it('holds at least 20 questions in sections, in the order of the file, with their anchors', async () => {
    const { response, entries } = await get(`${FAQ}?per_page=100`);
    expect(response.statusCode).toBe(200);
    expect(entries.length).toBeGreaterThanOrEqual(20);
    expect(response.headers['x-wp-total']).toBe(String(entries.length));
    expect(response.headers['x-wp-totalpages']).toBe('1');
    const sections = [...new Set(entries.map((entry) => entry.faq_section.name))];
    expect(sections.length).toBeGreaterThanOrEqual(4);
    expect(entries.map((entry) => entry.faq_section.order)).toEqual(
      [...entries.map((entry) => entry.faq_section.order)].sort((a, b) => a - b),
    );
    expect(entries[0]).toMatchObject({
      title: { rendered: 'Come faccio il primo ordine?' },
      slug: 'come-faccio-il-primo-ordine',
      link: 'https://spesa.example.it/faq#come-faccio-il-primo-ordine',
      faq_section: { slug: 'ordini', name: 'Ordini e fasce orarie', order: 0 },
    });
  });

  it('finds the questions whose question or answer holds the words, whatever their case', async () => {
    const { entries } = await get(
      `${FAQ}?search=${encodeURIComponent('PREAUTORIZZA')}&per_page=100`,
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(`${entry.title.rendered} ${entry.content.rendered}`.toLowerCase()).toContain(
        'preautorizza',
      );
    }
    // A LIKE wildcard typed by the shopper is a character like any other.
    expect((await get(`${FAQ}?search=%25%25%25`)).entries).toEqual([]);
  });

  it('answers one section, and pages through the FAQ with the paging headers', async () => {
    const { entries } = await get(`${FAQ}?faq_section=pagamenti&per_page=100`);
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries.map((entry) => entry.faq_section.slug))).toEqual(new Set(['pagamenti']));
    const second = await get(`${FAQ}?per_page=5&page=2`);
    expect(second.entries).toHaveLength(5);
    expect(second.response.headers['x-wp-totalpages']).toBe(
      String(Math.ceil(readFaq().length / 5)),
    );
    const past = await get(`${FAQ}?per_page=5&page=99`);
    expect(past.response.statusCode).toBe(400);
    expect(past.response.json()).toMatchObject({ code: 'rest_post_invalid_page_number' });
  });

  it('follows the file: a question removed from it is removed, a changed answer updated', async () => {
    const { db } = testApp();
    const [first, ...rest] = readFaq();
    if (first === undefined) throw new Error('the FAQ file is empty');
    const changed = rest.map((row, index) =>
      index === 0 ? { ...row, answerHtml: '<p>Risposta aggiornata.</p>' } : row,
    );
    expect(await seedFaq(db, changed)).toBe(1);
    expect(await db.$count(contentFaq)).toBe(rest.length);
    const { entries } = await get(`${FAQ}?per_page=100`);
    expect(entries.map((entry) => entry.slug)).not.toContain(first.slug);
    expect(entries[0]?.content.rendered).toBe('<p>Risposta aggiornata.</p>');
    // Back as the file says.
    await seedFaq(db);
    expect(await db.$count(contentFaq)).toBe(rest.length + 1);
  });
});
