/** The content service's screens, for the routes. */
export { ContentPageContainer } from './ContentPageContainer';
export { contentClient } from './content-client';
export { FaqContainer } from './FaqContainer';
export { contentPageQueryOptions, faqQueryOptions } from './content.queries';
