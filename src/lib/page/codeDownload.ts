// Tells a part of the portal whose code could not be downloaded (no signal on its first open) from one that broke.

/**
 * What a failed `import()` says in each engine: Chromium "Failed to fetch dynamically imported
 * module", Firefox "error loading dynamically imported module", WebKit "Importing a module script
 * failed.", and Vite's preload of the chunk's styles "Unable to preload CSS".
 */
const DOWNLOAD_FAILED =
  /dynamically imported module|importing a module script failed|unable to preload/i;

/** True when `error` is the browser failing to download a chunk, not the chunk's code failing. */
export function isCodeDownloadFailure(error: unknown): boolean {
  return error instanceof Error && DOWNLOAD_FAILED.test(error.message);
}
