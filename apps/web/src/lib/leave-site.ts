/**
 * Sends the browser to another site (a payment processor's page), replacing nothing in the
 * router: the processor sends it back to a page of ours. One seam, so tests can watch it.
 */
export const leaveSite = (url: string) => {
  window.location.assign(url);
};
