/** Leaves for a checkout's page (the provider's, or the demo one): a full page load, as the provider's page is another site. */
export const goToCheckout = (checkoutUrl: string) => window.location.assign(checkoutUrl);
