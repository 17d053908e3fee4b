import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavLink } from './nav-items';

/** A router link inside the storefront; a plain link for the back office (another app at /admin/). */
export function NavAnchor({
  item,
  children,
  className,
  onClick,
}: {
  item: NavLink;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  if (item.external)
    return (
      <a href={item.to} className={className} onClick={onClick}>
        {children}
      </a>
    );
  return (
    <Link to={item.to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
