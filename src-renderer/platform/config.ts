/** Build-time configuration of the renderer. */
export const config = {
  /** The API host; empty means the same origin that served the web app. */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  /** Request timeout (spec section 7). */
  timeoutMs: 600_000,
  app: 'classpro',
  /**
   * The product's brand word: the mobile textbook reader area lives at `/{brand}Book` (spec section 2). A build
   * setting (`VITE_BRAND_WORD`), not hard-coded.
   */
  brand: (import.meta.env.VITE_BRAND_WORD as string | undefined) || 'classpro',
  version: (import.meta.env.VITE_APP_VERSION as string | undefined) ?? '1.0.0',
  /** The web app's 'download PC version' page. */
  /** The help centre's contact (a build setting per deployment). */
  supportPhone: (import.meta.env.VITE_SUPPORT_PHONE as string | undefined) || '400-800-2026',
  supportEmail: (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || 'service@classpro.cn',
  pcDownloadUrl: (import.meta.env.VITE_PC_DOWNLOAD_URL as string | undefined) ?? 'https://www.classpro.cn/download',
};
