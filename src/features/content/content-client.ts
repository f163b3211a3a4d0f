/** The content service's client, made once with the content pages' chunk (not the app's). */
import { createContentClient } from '../../api/client';

export const contentClient = createContentClient();
