/** Typed reads of the catalogue calls for the API tests. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { components } from '../../../src/api/ebsn';

export type Category = components['schemas']['Category'];
export type Product = components['schemas']['Product'];
export type ProductListData = components['schemas']['ProductListData'];
export type CategoryBlockData = components['schemas']['CategoryBlockData'];

interface Envelope<Data> {
  response: { status: number; errors: { error: string }[] };
  data: Data;
  user: { userId: number };
}

/** GETs `url`, expects HTTP 200 with status 0, and gives the data. */
export async function getData<Data>(app: FastifyInstance, url: string): Promise<Data> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) {
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  const body: Envelope<Data> = response.json();
  expect(body.response.status).toBe(0);
  return body.data;
}

export const listProducts = (app: FastifyInstance, query: string) =>
  getData<ProductListData>(app, `/ebsn/api/products?${query}`);

/** Every product of a list, page by page (page_size 100). */
export async function allProducts(app: FastifyInstance, query: string): Promise<Product[]> {
  const first = await listProducts(app, `${query}&page_size=100&page=1`);
  const products = [...first.products];
  for (let page = 2; page <= first.page.totPages; page += 1) {
    products.push(...(await listProducts(app, `${query}&page_size=100&page=${page}`)).products);
  }
  return products;
}

export const categoryBySlug = async (app: FastifyInstance, slug: string) => {
  const data = await getData<{ category?: Category }>(app, `/ebsn/api/category?slug=${slug}`);
  if (data.category === undefined) throw new Error(`no category ${slug}`);
  return data.category;
};

/** Every category of a tree, depth first. */
export function flatten(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.categories ?? [])]);
}
