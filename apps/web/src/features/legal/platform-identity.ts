import { DEMO_PLATFORM_IDENTITY, type PlatformIdentity } from '@scaffale/domain/platform-identity';

/**
 * The platform's legal identity the build was given (apps/web/vite.config.ts, from the
 * PLATFORM_* variables); the demo's where the build gave none (the unit tests).
 */
export const PLATFORM_IDENTITY: PlatformIdentity = (() => {
  const built = import.meta.env.VITE_PLATFORM_IDENTITY;
  return built
    ? { ...DEMO_PLATFORM_IDENTITY, ...(JSON.parse(built) as PlatformIdentity) }
    : DEMO_PLATFORM_IDENTITY;
})();
