/** The content service's screens, for the routes. */
export { ContentPageContainer } from './ContentPageContainer';
export { contentClient } from './content-client';
export { FaqContainer } from './FaqContainer';
export { NewsListContainer } from './NewsListContainer';
export {
  contentPageQueryOptions,
  faqQueryOptions,
  menuQueryOptions,
  newsQueryOptions,
  type MenuItem,
} from './content.queries';
