import { useEffect, useRef, type ReactNode } from 'react';
import './forms.css';

/** A dismissible error alert, focused when it appears so it is read out straight away. */
export function Alert({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="alert" ref={ref} tabIndex={-1}>
      <div role="alert">{children}</div>
      <button type="button" className="alert__dismiss" onClick={onDismiss}>
        Dismiss<span className="visually-hidden"> this message</span>
      </button>
    </div>
  );
}
