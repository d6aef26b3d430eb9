// The notifications module's public interface. It owns `notifications`.
export { registerNotificationRoutes } from './notifications.routes.ts';
export { createNotificationsService, type NotificationsService } from './notifications.service.ts';
