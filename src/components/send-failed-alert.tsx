import type { ReactNode } from 'react';
import { Alert } from './alert';

/**
 * A form's send that failed: with no connection, say so (nothing reached us, everything typed is
 * still here, send again once back online); otherwise the form's own message for a failing
 * service (SPEC §8), given as children.
 */
export function SendFailedAlert({
  offline,
  onDismiss,
  children,
}: {
  offline: boolean;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <Alert onDismiss={onDismiss}>
      {offline ? (
        <>
          <p>
            <strong>You&apos;re offline, so this hasn&apos;t been sent</strong>
          </p>
          <p>
            Everything you&apos;ve typed is still here. Check your signal or Wi-Fi, then send it
            again.
          </p>
        </>
      ) : (
        children
      )}
    </Alert>
  );
}
