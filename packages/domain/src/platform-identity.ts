// Who runs the marketplace, in law (docs/spec/legal-pages.md §7): what art. 2250 of the
// Civil Code and art. 7 of D.lgs. 70/2003 require a company's site to show. Read from the
// environment once, when the web app is built (apps/web/vite.config.ts), as the brand is;
// the defaults are a demonstration's, plainly not a real company's.

export interface PlatformIdentity {
  /** Ragione sociale. */
  companyName: string;
  /** Sede legale: street, postcode, town, province, country, on one line. */
  registeredOffice: string;
  /** Partita IVA, with its country prefix. */
  vatNumber: string;
  /** Iscrizione al Registro delle imprese (REA): office and number. */
  rea: string;
  /** Capitale sociale, as the company writes it (paid up or not). */
  shareCapital: string;
  /** Posta elettronica certificata. */
  pec: string;
  /** The address buyers write to: complaints, privacy requests, accessibility feedback. */
  email: string;
}

/** The environment variable each field is read from. */
export const PLATFORM_IDENTITY_ENV: Record<keyof PlatformIdentity, string> = {
  companyName: 'PLATFORM_COMPANY_NAME',
  registeredOffice: 'PLATFORM_REGISTERED_OFFICE',
  vatNumber: 'PLATFORM_VAT_NUMBER',
  rea: 'PLATFORM_REA',
  shareCapital: 'PLATFORM_SHARE_CAPITAL',
  pec: 'PLATFORM_PEC',
  email: 'PLATFORM_EMAIL',
};

/** A demonstration's identity: reserved `.example` addresses, an all-zero VAT number. */
export const DEMO_PLATFORM_IDENTITY: PlatformIdentity = {
  companyName: 'Scaffale Demo S.r.l.',
  registeredOffice: 'Via dei Librai 1, 20121 Milano (MI), Italia',
  vatNumber: 'IT00000000000',
  rea: 'MI-0000000',
  shareCapital: '€ 10.000,00 i.v.',
  pec: 'scaffale-demo@pec.example',
  email: 'info@scaffale.example',
};

/** The identity the environment gives, each field missing or blank taking its demo default. */
export function platformIdentityFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): PlatformIdentity {
  const identity = { ...DEMO_PLATFORM_IDENTITY };
  for (const field of Object.keys(PLATFORM_IDENTITY_ENV) as (keyof PlatformIdentity)[]) {
    const value = env[PLATFORM_IDENTITY_ENV[field]]?.trim();
    if (value) identity[field] = value;
  }
  return identity;
}
