// The notifications module's public interface. It owns `notifications`, `email_preferences` and
// `chat_mail_throttle`: notifications that matter also go out by mail, by each person's choice.
export { registerEmailRoutes } from './email.routes.ts';
export { createUnsubscribeTokens } from './email-preferences.ts';
export { registerNotificationRoutes } from './notifications.routes.ts';
export {
  createNotificationsService,
  NOTIFICATIONS_TABLES,
  type NotificationsService,
} from './notifications.service.ts';
