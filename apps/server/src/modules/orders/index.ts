// The orders module: purchases of services and funded contracts, held in escrow until the
// work is accepted, and the freelancer's earnings. It owns `orders`, `order_events`,
// `order_files` and `order_disputes`.
export { createEarningsService, type EarningsService } from './earnings.service.ts';
export { createOrderFiles, type OrderFiles } from './order-files.ts';
export { registerOrderRoutes } from './orders.routes.ts';
export { createOrdersService, type OrdersService } from './orders.service.ts';
