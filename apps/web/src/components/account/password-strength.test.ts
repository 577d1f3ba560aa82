import { describe, expect, it } from 'vitest';
import { loadPasswordJudge } from '@scaffale/domain/password-strength';
import { strengthLevel, weakPasswordRefusal } from './password-strength';

describe('the strength shown under a new password', () => {
  it('names zxcvbn’s five scores, the accepted ones from 3', () => {
    expect([0, 1, 2, 3, 4].map(strengthLevel)).toEqual([
      'veryWeak',
      'weak',
      'stillWeak',
      'good',
      'strong',
    ]);
  });

  it('refuses a weak password before it is sent, and lets a strong one through', async () => {
    const judge = await loadPasswordJudge();
    const refused = weakPasswordRefusal(judge, 'password1234', ['mario'], 'it');
    expect(refused).toEqual({ type: 'passwordTooWeak', message: 'passwordTooWeak' });
    expect(weakPasswordRefusal(judge, 'libri sul tetto blu', ['mario'], 'it')).toBeNull();
    // The length rule speaks first: a short password is the schema's refusal.
    expect(weakPasswordRefusal(judge, 'abc', [], 'it')).toBeNull();
    // Before the dictionaries are in, the server judges alone.
    expect(weakPasswordRefusal(null, 'password1234', [], 'it')).toBeNull();
  });
});
