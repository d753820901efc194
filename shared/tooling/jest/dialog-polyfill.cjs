// jsdom (26) knows <dialog> but not showModal() and close(). A browser gives a modal dialog
// an inert page behind it (Tab cycles inside) and answers Escape with a `cancel` event, then
// closes it unless the event was cancelled. This stands in for that, in tests only, so the
// UI kit's Dialog is tested the way a browser runs it.
const TABBABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';

let modals = [];

function topModal() {
  modals = modals.filter((dialog) => dialog.isConnected && dialog.open);
  return modals[modals.length - 1];
}

function tabbablesIn(dialog) {
  return Array.from(dialog.querySelectorAll(TABBABLE)).filter(
    (el) => !el.disabled && el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

function install(window) {
  const proto = window.HTMLDialogElement && window.HTMLDialogElement.prototype;
  if (!proto || proto.showModal) return;

  proto.showModal = function showModal() {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.close = function close() {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new window.Event('close'));
  };

  // The browser turns Escape into `cancel` after the keydown has gone its whole way (even if
  // a listener stopped it), unless one prevented its default.
  window.addEventListener(
    'keydown',
    (event) => {
      const dialog = event.key === 'Escape' && topModal();
      if (!dialog) return;
      queueMicrotask(() => {
        if (event.defaultPrevented) return;
        if (dialog.dispatchEvent(new window.Event('cancel', { cancelable: true }))) dialog.close();
      });
    },
    true,
  );

  // Tab: on the window, so the page's own listeners go first; the page behind is inert, so
  // focus cycles inside the dialog.
  window.addEventListener('keydown', (event) => {
    const dialog = event.key === 'Tab' && !event.defaultPrevented && topModal();
    if (!dialog) return;
    const items = tabbablesIn(dialog);
    const active = window.document.activeElement;
    const inside = dialog.contains(active) && active !== dialog;
    const wrapTo = event.shiftKey
      ? (!inside || active === items[0]) && items[items.length - 1]
      : (!inside || active === items[items.length - 1]) && items[0];
    if (items.length === 0 || wrapTo) {
      event.preventDefault();
      if (wrapTo) wrapTo.focus();
    }
  });
}

install(globalThis.window);
