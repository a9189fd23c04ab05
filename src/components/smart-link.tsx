import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from '@/lib/routing';
import { BASENAME } from '@/config/paths';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

/** True when a link leaves this site (other origin), so it gets rel="noopener noreferrer". */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * One link for every href we are given by config or content: links inside the area use the
 * router (no reload), everything else is a plain anchor.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (href === BASENAME || href.startsWith(`${BASENAME}/`)) {
    return (
      <Link to={href.slice(BASENAME.length) || '/'} {...rest}>
        {children}
      </Link>
    );
  }
  if (isExternal(href)) {
    return (
      <a href={href} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
