/**
 * X-Client-ID: which of the provider's apps calls the services (SPEC §7: leads and addresses, and
 * this area's own feedback and search gaps). An id names an app, not a customer: 1 to
 * CLIENT_ID_MAX letters, digits and `- . _ ~ : / + =` (a name, a UUID, a URN or base64). The
 * setting (VITE_CLIENT_ID) is held to it at build time and the platform refuses any other (issue
 * 37: an id of 15,000 characters was stored with every answer). Written once, for both.
 */
export const CLIENT_ID_MAX = 128;

export const isClientId = (id: string) =>
  id.length <= CLIENT_ID_MAX && /^[A-Za-z0-9._~:/+=-]+$/.test(id);
