import { Button } from '@/components/button';

/** A read that failed: said plainly, with a way to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="content-error" role="alert">
      <p>Sorry, we couldn&apos;t load {what} just now.</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
