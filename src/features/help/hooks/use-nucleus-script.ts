import { useEffect } from 'react';

/** Articles with nucleus content load the form script once they have rendered (SPEC §2). */
export function useNucleusScript(enabled: boolean, src: string) {
  useEffect(() => {
    if (!enabled || !src) return undefined;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.body.append(script);
    return () => script.remove();
  }, [enabled, src]);
}
