import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './dropdown.css';

interface DropdownProps {
  /** What the button shows. */
  label: ReactNode;
  /** Accessible name when the button shows only an icon or initials. */
  ariaLabel?: string;
  buttonClassName?: string;
  /** Which edge of the button the panel lines up with (logical: follows RTL). */
  align?: 'start' | 'end';
  /** The panel; `close` lets a link or button inside close it. */
  children: (close: () => void) => ReactNode;
  /** Told when the panel opens or closes (e.g. to load its contents on first open). */
  onOpenChange?(open: boolean): void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])';

/**
 * A light disclosure dropdown (the W3C "disclosure navigation" pattern rather than role=menu, which
 * promises keyboard behaviour links do not have): a button with aria-expanded controlling a panel.
 * Escape closes it and returns focus to the button; ArrowDown opens it and enters it; arrows move
 * between its items; a click or focus outside closes it. No antd: the header must stay light.
 */
export function Dropdown({
  label,
  ariaLabel,
  buttonClassName,
  align = 'start',
  children,
  onOpenChange,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const openChange = useRef(onOpenChange);
  useEffect(() => {
    openChange.current = onOpenChange;
  });
  useEffect(() => {
    openChange.current?.(open);
  }, [open]);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    if (!list.length) return;
    list[(index + list.length) % list.length]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const inPanel = panel.current?.contains(document.activeElement) ?? false;
    if (!inPanel && e.target !== button.current) return;
    e.preventDefault();
    if (!open) {
      setOpen(true);
      // The panel becomes visible on the next render; enter it then.
      requestAnimationFrame(() => focusItem(e.key === 'ArrowDown' ? 0 : -1));
      return;
    }
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    focusItem(at < 0 ? 0 : at + (e.key === 'ArrowDown' ? 1 : -1));
  };

  return (
    <div
      ref={root}
      className="sk-dd"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={buttonClassName ?? 'sk-dd-button'}
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <span className="sk-dd-caret" aria-hidden="true" />
      </button>
      <div
        ref={panel}
        id={id}
        className={`sk-dd-panel sk-dd-${align}`}
        hidden={!open}
        onClick={(e) => {
          // Following a link inside closes the panel (the page changes under it).
          if ((e.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children(close)}
      </div>
    </div>
  );
}
