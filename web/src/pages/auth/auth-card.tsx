import { useId, type ReactNode } from 'react';
import './auth.css';

/** The centred card every sign-in screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <div className="sk-auth-page">
      <section className={`sk-auth-card${wide ? ' sk-auth-wide' : ''}`} aria-labelledby={id}>
        <h1 id={id}>{title}</h1>
        {subtitle && <p className="sk-auth-subtitle">{subtitle}</p>}
        {children}
        {footer && <div className="sk-auth-footer">{footer}</div>}
      </section>
    </div>
  );
}
