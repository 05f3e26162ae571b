// Side menu for small screens: a modal <dialog>, so the browser traps focus, makes the page
// behind inert and closes it on Escape. This script only opens it and hands focus back.
const drawer = document.querySelector<HTMLDialogElement>('#site-drawer');
const openButton = document.querySelector<HTMLButtonElement>('[data-drawer-open]');

if (drawer && openButton) {
  const wideScreen = window.matchMedia('(min-width: 80em)');

  openButton.addEventListener('click', () => {
    drawer.showModal();
    openButton.setAttribute('aria-expanded', 'true');
  });
  drawer.addEventListener('close', () => {
    openButton.setAttribute('aria-expanded', 'false');
    if (!wideScreen.matches) openButton.focus();
  });
  drawer.addEventListener('click', (event) => {
    // A click on the dialog element itself is a click on the backdrop beside the panel.
    if (event.target === drawer || (event.target as Element).closest('[data-drawer-close]')) drawer.close();
  });
  // The drawer is for small screens only; widening the window puts the items back in the header.
  wideScreen.addEventListener('change', (event) => {
    if (event.matches && drawer.open) drawer.close();
  });
}
