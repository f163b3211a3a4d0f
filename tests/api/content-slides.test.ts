/**
 * Slides and UX-builder blocks of the content service (issue 14; account-and-platform.md §7):
 * `new_slides/{timestamp}/{noon}/{id}?deliveryServiceId=` answers the slides of a slider shown on
 * the chosen day to that delivery service, `slides_by_id/{id}` every slide of a slider, and
 * `ux-blocks` the blocks of a term or slug; seeded from `content/slides/` and `content/ux-blocks/`.
 */
import { describe, expect, it } from 'vitest';
import { readSliders, seedSliders, sliderOfFile } from '../../server/db/slides-seed';
import { readUxBlocks, seedUxBlocks } from '../../server/db/ux-blocks-seed';
import { DELIVERY_SERVICE } from '../../src/domain/delivery-services';
import { shopInstant } from '../../src/domain/shop-time';
import { backends, useTestApp } from './helpers/test-app';

const WP = '/p/wp-json/wp/v2';

interface Slide {
  id: number;
  slug: string;
  title: { rendered: string };
  image: string;
  alt: string;
  link: string;
  valid_from: string;
  valid_to: string;
  delivery_service_ids: number[];
  slider: { id: number; slug: string; name: string };
}

/** The unix time of `time` on `day` in Milan, as the app computes noon of the chosen day. */
const unixOf = (day: string, time = '12:00') => shopInstant(day, time).getTime() / 1000;

describe.each(backends)('content slides and blocks (%s)', (backend) => {
  const testApp = useTestApp(backend, { publicUrl: 'https://spesa.example.it' });
  const get = async (url: string) => {
    const response = await testApp().app.inject({ method: 'GET', url });
    return { response, body: response.json() as unknown };
  };
  const slugsOn = async (day: string, service?: number, slider = 'home', time = '12:00') => {
    const query = service === undefined ? '' : `?deliveryServiceId=${service}`;
    const { response, body } = await get(
      `${WP}/new_slides/1733000000/${unixOf(day, time)}/${slider}${query}`,
    );
    expect(response.statusCode).toBe(200);
    return (body as Slide[]).map((slide) => slide.slug);
  };

  it("answers Home's slides of the chosen day for each delivery service, in the slider's order", async () => {
    expect(await slugsOn('2026-12-10', DELIVERY_SERVICE.storePickup)).toEqual([
      'frutta-e-verdura-di-stagione',
      'natale-in-tavola',
      'ritiro-senza-code',
      'come-funziona-video',
    ]);
    expect(await slugsOn('2026-12-10', DELIVERY_SERVICE.companyDelivery)).toEqual([
      'frutta-e-verdura-di-stagione',
      'natale-in-tavola',
      'consegna-in-azienda-gratuita',
      'come-funziona-video',
    ]);
    expect(await slugsOn('2026-12-10', DELIVERY_SERVICE.refrigeratedLocker)).toEqual([
      'frutta-e-verdura-di-stagione',
      'natale-in-tavola',
      'locker-refrigerati',
      'come-funziona-video',
    ]);
    // No service chosen yet: only the slides shown to every service.
    expect(await slugsOn('2026-12-10')).toEqual([
      'frutta-e-verdura-di-stagione',
      'natale-in-tavola',
      'come-funziona-video',
    ]);
    // November: the cheese slide, not yet Christmas nor the free company delivery.
    expect(await slugsOn('2026-11-25', DELIVERY_SERVICE.companyDelivery)).toEqual([
      'frutta-e-verdura-di-stagione',
      'come-funziona-video',
      'formaggi-italiani',
    ]);
  });

  it('includes the first and last day of a slide on the shop calendar, and not the day after', async () => {
    expect(await slugsOn('2026-12-24')).toContain('natale-in-tavola');
    // 23:30 in Milan on 24 December is still the 24th there (22:30 UTC).
    expect(await slugsOn('2026-12-24', undefined, 'home', '23:30')).toContain('natale-in-tavola');
    expect(await slugsOn('2026-12-25')).not.toContain('natale-in-tavola');
    expect(await slugsOn('2026-12-01')).toContain('natale-in-tavola');
    expect(await slugsOn('2026-11-30')).not.toContain('natale-in-tavola');
    // Long after every slide: none.
    expect(await slugsOn('2030-01-01')).toEqual([]);
  });

  it('answers each slide with title, image, alt text and link, some to categories and one to a video', async () => {
    const { body } = await get(`${WP}/new_slides/x/${unixOf('2026-12-10')}/1?deliveryServiceId=1`);
    const slides = body as Slide[];
    expect(slides[0]).toMatchObject({
      type: 'slide',
      status: 'publish',
      title: { rendered: 'Frutta e verdura di stagione' },
      image: '/photo/red-apple.svg',
      alt: 'Mele rosse appena raccolte',
      link: '/catalog/category/frutta-e-verdura',
      valid_from: '2026-01-01',
      valid_to: '2027-12-31',
      delivery_service_ids: [],
      slider: { id: 1, slug: 'home', name: 'Slider della home' },
    });
    expect(slides.find((slide) => slide.slug === 'come-funziona-video')?.link).toMatch(
      /^https:\/\/www\.youtube\.com\/watch\?v=/,
    );
    for (const slide of slides) {
      expect(slide.image).toMatch(/^\/photo\/[a-z-]+\.svg$/);
      expect(slide.alt.length).toBeGreaterThan(0);
    }
  });

  it('answers every slide of a slider by number or slug with slides_by_id, and an unknown slider with 404', async () => {
    const [home] = readSliders();
    const byId = await get(`${WP}/slides_by_id/1`);
    const bySlug = await get(`${WP}/slides_by_id/home`);
    expect(byId.response.statusCode).toBe(200);
    expect((byId.body as Slide[]).map((slide) => slide.slug)).toEqual(
      home?.slides.map((slide) => slide.slug),
    );
    expect(bySlug.body).toEqual(byId.body);
    for (const url of [
      `${WP}/slides_by_id/999`,
      `${WP}/slides_by_id/nessuno`,
      `${WP}/new_slides/1/${unixOf('2026-12-10')}/nessuno`,
    ]) {
      const { response, body } = await get(url);
      expect(response.statusCode).toBe(404);
      expect(body).toEqual({
        code: 'rest_slider_invalid_id',
        message: 'ID slider non valido.',
        data: { status: 404 },
      });
    }
  });

  it('refuses a malformed day, service or slider in WordPress shape', async () => {
    const cases: [string, string][] = [
      [`${WP}/new_slides/1/domani/home`, 'noon'],
      [`${WP}/new_slides/1/1e309/home`, 'noon'],
      [`${WP}/new_slides/1/-5/home`, 'noon'],
      [
        `${WP}/new_slides/1/${unixOf('2026-12-10')}/home?deliveryServiceId=uno`,
        'deliveryServiceId',
      ],
      [
        `${WP}/new_slides/1/${unixOf('2026-12-10')}/home?deliveryServiceId=1e309`,
        'deliveryServiceId',
      ],
      [`${WP}/new_slides/a%20b/${unixOf('2026-12-10')}/home`, 'timestamp'],
      [`${WP}/slides_by_id/Home!`, 'id'],
    ];
    for (const [url, param] of cases) {
      const { response, body } = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(body).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400, params: { [param]: expect.any(String) } },
      });
    }
  });

  it('follows the slide files: a changed slide is updated, a removed one or slider removed', async () => {
    const { db } = testApp();
    expect(await seedSliders(db)).toBe(0);
    const sliders = readSliders();
    const changed = sliders
      .filter(({ slider }) => slider.slug === 'home')
      .map(({ slider, slides }) => ({
        slider,
        slides: slides
          .filter((slide) => slide.slug !== 'formaggi-italiani')
          .map((slide) =>
            slide.slug === 'natale-in-tavola' ? { ...slide, validTo: '2026-12-31' } : slide,
          ),
      }));
    expect(await seedSliders(db, changed)).toBe(1);
    expect(await slugsOn('2026-12-28')).toContain('natale-in-tavola');
    expect(await slugsOn('2026-11-25')).not.toContain('formaggi-italiani');
    expect((await get(`${WP}/slides_by_id/vantaggi`)).response.statusCode).toBe(404);
    await seedSliders(db);
    expect(await slugsOn('2026-11-25')).toContain('formaggi-italiani');
    expect(await slugsOn('2026-12-28')).not.toContain('natale-in-tavola');
  });

  it('refuses a slide file with an unknown service, days in the wrong order or a script link, naming the file', () => {
    const file = (slide: Record<string, unknown>) =>
      JSON.stringify({
        id: 9,
        slug: 'prova',
        name: 'Prova',
        slides: [
          {
            slug: 's',
            title: 'S',
            image: '/photo/fish.svg',
            alt: 'Pesce',
            link: '/faq',
            valid_from: '2026-01-01',
            valid_to: '2026-02-01',
            delivery_service_ids: [],
            ...slide,
          },
        ],
      });
    expect(() => sliderOfFile('prova.json', file({ delivery_service_ids: [7] }))).toThrow(
      /^prova\.json: slides\.0\.delivery_service_ids\.0/,
    );
    expect(() => sliderOfFile('prova.json', file({ valid_to: '2025-12-31' }))).toThrow(
      /^prova\.json: .*valid_from must not be after valid_to/,
    );
    expect(() => sliderOfFile('prova.json', file({ link: 'javascript:alert(1)' }))).toThrow(
      /^prova\.json: slides\.0\.link/,
    );
    expect(() => sliderOfFile('altro.json', file({}))).toThrow(/^altro\.json: the slug/);
  });

  it('answers the UX-builder blocks of a term or slug in WordPress shape, with the paging headers', async () => {
    const { response, body } = await get(`${WP}/ux-blocks?filter%5Bterm%5D=home`);
    expect(response.statusCode).toBe(200);
    const blocks = body as {
      slug: string;
      type: string;
      content: { rendered: string };
      block_categories: string[];
    }[];
    expect(blocks.map((block) => block.slug)).toEqual([
      'home-servizi',
      'home-app',
      'vantaggi-invita',
    ]);
    expect(response.headers['x-wp-total']).toBe('3');
    expect(response.headers['x-wp-totalpages']).toBe('1');
    expect(blocks[0]).toMatchObject({
      type: 'blocks',
      status: 'publish',
      title: { rendered: 'Home: come vuoi ricevere la spesa' },
      block_categories: ['home'],
    });
    expect(blocks[0]?.content.rendered).toContain('<a href="/page/servizi#locker">');
    const bySlug = await get(`${WP}/ux-blocks?slug=checkout-preautorizzazione`);
    expect((bySlug.body as { slug: string }[]).map((block) => block.slug)).toEqual([
      'checkout-preautorizzazione',
    ]);
    expect((await get(`${WP}/ux-blocks?slug=nessuno`)).body).toEqual([]);
    expect((await get(`${WP}/ux-blocks?filter%5Bterm%5D=nessuno`)).body).toEqual([]);
    const all = await get(`${WP}/ux-blocks?per_page=2&page=2`);
    expect(all.response.headers['x-wp-total']).toBe(String(readUxBlocks().length));
    const past = await get(`${WP}/ux-blocks?per_page=2&page=9`);
    expect(past.response.statusCode).toBe(400);
    expect(past.body).toMatchObject({ code: 'rest_post_invalid_page_number' });
    const tooMany = await get(`${WP}/ux-blocks?per_page=101`);
    expect(tooMany.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { per_page: expect.any(String) } },
    });
  });

  it('follows the block files: a removed block is removed', async () => {
    const { db } = testApp();
    expect(await seedUxBlocks(db)).toBe(0);
    await seedUxBlocks(
      db,
      readUxBlocks().filter((block) => block.slug !== 'home-app'),
    );
    const { body } = await get(`${WP}/ux-blocks?filter%5Bterm%5D=home`);
    expect((body as { slug: string }[]).map((block) => block.slug)).not.toContain('home-app');
    await seedUxBlocks(db);
  });
});
