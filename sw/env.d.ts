// The build-time settings Vite puts into the service worker.
interface ImportMetaEnv {
  readonly VITE_TILE_URL?: string;
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Vite builds `./swCore?worker&url` as its own hashed script and gives its URL. */
declare module '*?worker&url' {
  const url: string;
  export default url;
}
