/**
 * The watch that sends the shopper to `/service-down`: the shop's client, with the watch's
 * middleware, reports the shop down on a 503 or a network failure, and not on a reply, a
 * provider's 503 of social login, or a request the app cancelled; the page's address remembers
 * where the shopper was.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { createShopClient } from '../../src/api/client';
import { NO_MESSAGES } from '../../src/domain/envelope';
import { returnPathOf } from '../../src/domain/service-down';
import {
  hasReadFailedWhileDown,
  serviceDownHref,
  serviceDownMiddleware,
} from '../../src/features/service-down/service-down-watch';

function clientAnswering(answer: () => Promise<Response>) {
  const onDown = vi.fn();
  const client = createShopClient({
    clientType: 'web',
    baseUrl: 'http://shop.test',
    fetch: answer,
  });
  client.use(serviceDownMiddleware(onDown));
  return { client, onDown };
}

const envelope = (status: number) =>
  new Response(JSON.stringify({ response: { status: status === 200 ? 0 : 1, errors: [] } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('the service-down watch', () => {
  it('a 503 of the shop (maintenance) reports it down', async () => {
    const { client, onDown } = clientAnswering(() => Promise.resolve(envelope(503)));
    await client.GET('/ebsn/api/auth/bot-challenge');
    expect(onDown).toHaveBeenCalledTimes(1);
  });

  it('a shop that cannot be reached reports it down', async () => {
    const { client, onDown } = clientAnswering(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(client.GET('/ebsn/api/auth/bot-challenge')).rejects.toThrow('Failed to fetch');
    expect(onDown).toHaveBeenCalledTimes(1);
  });

  it('a reply, even a refusal, does not', async () => {
    const { client, onDown } = clientAnswering(() => Promise.resolve(envelope(200)));
    await client.GET('/ebsn/api/auth/bot-challenge');
    const refused = clientAnswering(() => Promise.resolve(envelope(400)));
    await refused.client.GET('/ebsn/api/auth/bot-challenge');
    expect(onDown).not.toHaveBeenCalled();
    expect(refused.onDown).not.toHaveBeenCalled();
  });

  it("social login's 503 (its provider cannot be reached) does not", async () => {
    const { client, onDown } = clientAnswering(() => Promise.resolve(envelope(503)));
    await client.POST('/ebsn/api/social/start', {} as never);
    expect(onDown).not.toHaveBeenCalled();
  });

  it('a request the app cancelled does not', async () => {
    const { client, onDown } = clientAnswering(() =>
      Promise.reject(new DOMException('aborted', 'AbortError')),
    );
    await expect(client.GET('/ebsn/api/auth/bot-challenge')).rejects.toThrow('aborted');
    expect(onDown).not.toHaveBeenCalled();
  });

  it("the page's address brings the shopper back to where they were", () => {
    const href = '/category/frutta-e-verdura?page=2#prodotti';
    const address = new URL(serviceDownHref(href), 'http://shop.test');
    expect(address.pathname).toBe('/service-down');
    expect(returnPathOf(address.searchParams.get('from'))).toBe(href);
  });

  it('a first read that failed on a shop down, before the watch arrived, reports it down', async () => {
    const readFailing = async (status: number) => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await queryClient
        .fetchQuery({
          queryKey: ['cart'],
          queryFn: () => Promise.reject(new ApiError(status, NO_MESSAGES, null)),
        })
        .catch(() => undefined);
      return hasReadFailedWhileDown(queryClient);
    };
    expect(await readFailing(503)).toBe(true);
    expect(await readFailing(0)).toBe(true);
    expect(await readFailing(404)).toBe(false);
    expect(hasReadFailedWhileDown(new QueryClient())).toBe(false);
  });
});
