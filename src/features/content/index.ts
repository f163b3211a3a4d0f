/** The content service's screens, for the routes. */
export { ContentPageContainer, contentClient } from './ContentPageContainer';
export { FaqContainer } from './FaqContainer';
export { contentPageQueryOptions, faqQueryOptions } from './content.queries';
