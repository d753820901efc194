import type { ApiDomain } from '../resources/api-domain';
import { callbackRoutes } from './callback-routes';
import { messages } from './messages';
import { messagingRoutes } from './messaging-routes';

/**
 * Messages to farmers (issue 32): the SMS outbox and its worker, Africa's Talking and the
 * simulator, delivery reports, Farmers -> Messages and the notification settings.
 * README.md beside this file lists the routes.
 */
export const messaging: ApiDomain = {
  name: 'messaging',
  resources: [messages],
  routesAfterResources: [messagingRoutes, callbackRoutes],
};
