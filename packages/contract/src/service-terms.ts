/** What a service promises its buyers: delivery time and included revisions. */
export const SERVICE_DELIVERY_DAYS_DEFAULT = 7;
export const SERVICE_DELIVERY_DAYS_MAX = 365;
export const SERVICE_REVISIONS_DEFAULT = 1;
export const SERVICE_REVISIONS_MAX = 20;
