// The reviews module: what each side of a completed order says of the other, shown
// double-blind, and the ratings they add up to. It owns `reviews`.
export { registerReviewRoutes } from './reviews.routes.ts';
export {
  createReviewsService,
  userRatingSql,
  type ReviewsService,
  type ServiceRatings,
} from './reviews.service.ts';
