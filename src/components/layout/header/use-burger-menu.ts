'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { focusableIn, trapTab } from '@/components/ui/hooks/focusable';
import { useScrollLock } from '@/components/ui/hooks/use-scroll-lock';
import { BREAKPOINTS, TIMINGS } from '@/lib/constants';

/** SPEC §4: the burger menu moves closed → opened → closing → closed. */
export type PanelState = 'closed' | 'opened' | 'closing';

const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.mobile}px)`;

/**
 * The state of the main navigation: the burger panel (phones) and the one open menu (both
 * widths), with the keyboard, pointer and focus rules of each: Escape closes, Tab stays in the open
 * panel, arrows walk a menu's links, a click outside or a followed link closes.
 */
export function useBurgerMenu() {
  const baseId = useId();
  const panelId = `${baseId}panel`;
  const menuId = (key: string) => `${baseId}menu-${key}`;
  const buttonId = (key: string) => `${baseId}button-${key}`;

  const [panel, setPanel] = useState<PanelState>('closed');
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useScrollLock(panel !== 'closed');

  function openPanel() {
    window.clearTimeout(closeTimer.current);
    setPanel('opened');
  }

  /** The panel slides out for TIMINGS.burgerCloseDelayMs before it is gone (DESIGN §9). */
  function closePanel(restoreFocus: boolean) {
    if (panel !== 'opened') return;
    setPanel('closing');
    closeTimer.current = window.setTimeout(() => {
      setPanel('closed');
      if (restoreFocus) burgerRef.current?.focus();
    }, TIMINGS.burgerCloseDelayMs);
  }

  function toggleMenu(key: string) {
    setOpenMenu((current) => (current === key ? null : key));
  }

  // Keyboard users land in the panel they opened (its close button).
  useEffect(() => {
    if (panel === 'opened' && panelRef.current) focusableIn(panelRef.current)[0]?.focus();
  }, [panel]);

  // Growing past 768px turns the panel into the desktop bar: drop the mobile state and scroll lock.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      window.clearTimeout(closeTimer.current);
      setPanel('closed');
      setOpenMenu(null);
    };
    desktop.addEventListener('change', onChange);
    return () => {
      desktop.removeEventListener('change', onChange);
      window.clearTimeout(closeTimer.current);
    };
  }, []);

  // A click anywhere outside closes the desktop dropdown.
  useEffect(() => {
    if (openMenu === null || panel !== 'closed') return;
    const onPointerDown = (event: PointerEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu, panel]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const container = panelRef.current;
    if (!container) return;
    if (panel === 'opened') {
      if (event.key === 'Escape') {
        event.preventDefault();
        closePanel(true);
        return;
      }
      if (trapTab(event, container)) return;
    } else if (event.key === 'Escape' && openMenu !== null) {
      event.preventDefault();
      const key = openMenu;
      setOpenMenu(null);
      document.getElementById(buttonId(key))?.focus();
      return;
    }
    moveWithinMenu(event);
  }

  /** Arrow keys, Home and End walk the links of the open menu. */
  function moveWithinMenu(event: KeyboardEvent<HTMLDivElement>) {
    if (openMenu === null || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const menu = document.getElementById(menuId(openMenu));
    const target = event.target as HTMLElement;
    if (!menu?.contains(target)) return;
    const links = focusableIn(menu);
    const index = links.indexOf(target);
    const next =
      event.key === 'Home'
        ? links[0]
        : event.key === 'End'
          ? links[links.length - 1]
          : links[(index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length];
    event.preventDefault();
    next?.focus();
  }

  /** ArrowDown on a menu button opens it and moves to its first link (menu button convention). */
  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>, key: string) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    flushSync(() => setOpenMenu(key));
    const menu = document.getElementById(menuId(key));
    if (menu) focusableIn(menu)[0]?.focus();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing out of the desktop bar closes its dropdown; the mobile panel keeps focus inside itself.
    if (panel === 'closed' && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpenMenu(null);
    }
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    // A followed link ends the visit to the menu; the new page takes the focus from here.
    if ((event.target as Element).closest('a')) {
      setOpenMenu(null);
      closePanel(false);
    }
  }

  return {
    panel,
    panelId,
    burgerRef,
    panelRef,
    openPanel,
    closePanel,
    menuId,
    /** What each menu of the list needs: its state, ids and handlers. */
    menuProps: (key: string) => ({
      open: openMenu === key,
      onToggle: () => toggleMenu(key),
      onButtonKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onButtonKeyDown(event, key),
      buttonId: buttonId(key),
      menuId: menuId(key),
    }),
    panelHandlers: { onKeyDown, onBlur, onClick },
  };
}
