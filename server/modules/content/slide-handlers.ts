/**
 * Slides (account-and-platform.md §7): `new_slides/{timestamp}/{noon}/{id}` the slides of a
 * slider shown on a day to a delivery service (Home's slider), `slides_by_id/{id}` every slide of
 * a slider with its days and services. An unknown slider: 404 `rest_slider_invalid_id`.
 */
import type { FastifyRequest } from 'fastify';
import type { components, operations } from '../../../src/api/content';
import { shopDate } from '../../../src/domain/shop-time';
import { sliderOf, slidesOf, type Slide, type Slider } from './slide-repository';
import { wpDates } from './wp-dates';
import { invalidSliderId } from './wp-error';

export type WpSlide = components['schemas']['WpSlide'];
type DayParams = operations['contentSlidesOfDay']['parameters']['path'];
type DayQuery = NonNullable<operations['contentSlidesOfDay']['parameters']['query']>;
type ByIdParams = operations['contentSlidesById']['parameters']['path'];

function toWpSlide(slide: Slide, slider: Slider): WpSlide {
  return {
    id: slide.id,
    ...wpDates(slide.publishedAt, slide.modifiedAt),
    slug: slide.slug,
    status: 'publish',
    type: 'slide',
    title: { rendered: slide.title },
    menu_order: slide.menuOrder,
    slider: { id: slider.id, slug: slider.slug, name: slider.name },
    image: slide.imageUrl,
    alt: slide.imageAlt,
    link: slide.linkUrl,
    valid_from: slide.validFrom,
    valid_to: slide.validTo,
    delivery_service_ids: slide.deliveryServiceIds,
  };
}

export const slideHandlers = {
  contentSlidesOfDay: async (
    request: FastifyRequest<{ Params: DayParams; Querystring: DayQuery }>,
  ): Promise<WpSlide[]> => {
    const db = request.server.database.db;
    const slider = await sliderOf(db, request.params.id);
    if (slider === null) throw invalidSliderId();
    // The day is the shop's: noon on that day is the same day in Milan whatever the server's zone.
    const day = shopDate(new Date(request.params.noon * 1000));
    const slides = await slidesOf(db, slider.id, {
      day,
      deliveryServiceId: request.query.deliveryServiceId ?? null,
    });
    return slides.map((slide) => toWpSlide(slide, slider));
  },

  contentSlidesById: async (
    request: FastifyRequest<{ Params: ByIdParams }>,
  ): Promise<WpSlide[]> => {
    const db = request.server.database.db;
    const slider = await sliderOf(db, request.params.id);
    if (slider === null) throw invalidSliderId();
    return (await slidesOf(db, slider.id, null)).map((slide) => toWpSlide(slide, slider));
  },
};
