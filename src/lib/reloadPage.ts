// Reloads the page: a new version's take-over, and code an engine keeps as failed (WebKit, Gecko) asked for again.

export function reloadPage(): void {
  window.location.reload();
}
