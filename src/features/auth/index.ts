export { readTokens } from './cookie-store';
export { RequireSignIn } from './require-sign-in';
export { SessionProvider, useSession } from './session-provider';
export { signInUrl } from './sign-in-state';
export { useCustomer } from './use-customer';
export type { CustomerPrefill } from './detect-customer';
