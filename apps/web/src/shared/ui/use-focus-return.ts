import { useRef } from 'react';

/**
 * Focus back on the element that had it when a Radix dialog opened. Radix gives it back to the
 * dialog's own Trigger only; dialogs opened by a plain button (a row's, the header's menu button)
 * would leave focus on the page's body, and the next Tab would start from the top of the page.
 * Spread the handlers on `Dialog.Content`. An opener that is gone by then (its row removed) is left
 * to Radix.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = openerOf(document.activeElement);
    },
    onCloseAutoFocus: (event: Event) => {
      const back = opener.current;
      opener.current = null;
      if (!back?.isConnected) return;
      event.preventDefault();
      back.focus();
    },
  };
}

/**
 * The element to give focus back to: the focused one, or, for an item of a menu (which closes and
 * goes away with the dialog's opening), the button that opened the menu (Radix names a menu by it).
 */
function openerOf(focused: Element | null): HTMLElement | null {
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  const menu = focused.closest('[role="menu"]');
  const menuButton = menu ? document.getElementById(menu.getAttribute('aria-labelledby') ?? '') : null;
  return menuButton ?? focused;
}
