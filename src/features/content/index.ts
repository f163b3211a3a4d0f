/** The content service's screens, for the routes. */
export { ContentPageContainer, contentClient } from './ContentPageContainer';
export { contentPageQueryOptions } from './content.queries';
