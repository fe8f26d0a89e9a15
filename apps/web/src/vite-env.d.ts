/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public marketing site the brand logo opens. */
  readonly VITE_MARKETING_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
