// Runtime configuration from the build environment (VITE_*), overridable in tests.

export type GeoProviderName = 'offline' | 'nominatim';
export type PaymentProviderName = 'none' | 'sandbox' | 'paystack';

export interface AppConfig {
  /** Base URL of the API, ending in a slash; absolute in tests, '/api/' in the app. */
  apiBaseUrl: string;
  geoProvider: GeoProviderName;
  tileUrl: string;
  tileAttribution: string;
  paymentProvider: PaymentProviderName;
  paystackPublicKey: string;
  forgotPasswordUrl: string;
}

const env = import.meta.env;

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

const config: AppConfig = {
  apiBaseUrl: withSlash(String(env.VITE_API_BASE_URL ?? '/api/')),
  geoProvider: oneOf(env.VITE_GEO_PROVIDER, ['offline', 'nominatim'] as const, 'offline'),
  tileUrl: String(env.VITE_TILE_URL ?? 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  tileAttribution: String(env.VITE_TILE_ATTRIBUTION ?? '&copy; OpenStreetMap contributors'),
  paymentProvider: oneOf(
    env.VITE_PAYMENT_PROVIDER,
    ['none', 'sandbox', 'paystack'] as const,
    'none',
  ),
  paystackPublicKey: String(env.VITE_PAYSTACK_PUBLIC_KEY ?? ''),
  forgotPasswordUrl: String(
    env.VITE_FORGOT_PASSWORD_URL ?? 'https://marketplace.example/forgot-password',
  ),
};

export function getConfig(): Readonly<AppConfig> {
  return config;
}

/**
 * Tests point the app at a reference server on a random port, or switch providers.
 * @internal
 */
export function setConfig(patch: Partial<AppConfig>): void {
  Object.assign(config, patch);
  config.apiBaseUrl = withSlash(config.apiBaseUrl);
}
