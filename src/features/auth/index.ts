export { RequireSignIn } from './require-sign-in';
export { SessionProvider, useSession } from './session-provider';
export { useCustomer } from './use-customer';
export type { CustomerPrefill } from './detect-customer';
