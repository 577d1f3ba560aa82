import { describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_IDENTITY, platformIdentityFromEnv } from './platform-identity.ts';

describe('the platform’s legal identity', () => {
  it('takes each field from its variable, the demo default for one missing or blank', () => {
    const identity = platformIdentityFromEnv({
      PLATFORM_COMPANY_NAME: ' Libri Riuniti S.p.A. ',
      PLATFORM_VAT_NUMBER: '   ',
    });
    expect(identity).toEqual({ ...DEMO_PLATFORM_IDENTITY, companyName: 'Libri Riuniti S.p.A.' });
  });
});
