/** `/photo/{file}`: product pictures, immutable once published, with an ETag for revalidation. */
import type { OperationHandler } from '../../http/contract';
import { ApiError } from '../../http/envelope';
import { catalogMessages } from '../catalog/messages';
import { pictureFor } from './illustrations';

const ONE_YEAR_CACHE = 'public, max-age=31536000, immutable';

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

const photoGet: OperationHandler<'photoGet'> = async (request, reply) => {
  const picture = await pictureFor(request.params.file);
  if (picture === null) throw new ApiError(404, [catalogMessages.photoNotFound]);
  reply.header('cache-control', ONE_YEAR_CACHE).header('etag', picture.etag);
  if (matchesEtag(request.headers['if-none-match'], picture.etag)) {
    reply.code(304);
    return '';
  }
  reply.type('image/svg+xml; charset=utf-8');
  return picture.svg;
};

export const photoHandlers = { photoGet };
