/** Reloads the page (settings' 'Cancel Changes'); a function of its own so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
