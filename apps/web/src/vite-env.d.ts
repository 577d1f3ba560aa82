/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BRAND_NAME?: string;
  /** The platform's legal identity as JSON (vite.config.ts, from the PLATFORM_* variables). */
  readonly VITE_PLATFORM_IDENTITY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
