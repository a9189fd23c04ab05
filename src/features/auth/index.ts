export { RequireSignIn } from './require-sign-in';
export { SessionProvider, useSession } from './session-provider';
export type { CustomerPrefill } from './detect-customer';
export { signInUrl } from './sign-in-state';
