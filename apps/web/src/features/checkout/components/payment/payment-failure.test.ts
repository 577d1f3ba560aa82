import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../../i18n/translate';
import { GraphQLRequestError } from '../../../../lib/graphql';
import { RestRequestError } from '../../api/rest-result';
import { fieldRefusal, knownReason } from './payment-failure';

const t: Translate = (key) => `t:${key}`;

describe('knownReason', () => {
  it('gives the server’s translated message', () => {
    const error = new GraphQLRequestError({
      operationName: 'createOrder',
      message: 'Errore del server',
      status: 500,
      translated: true,
    });
    expect(knownReason(error, t)).toBe('Errore del server');
    const rest = new RestRequestError('/api/x/', 500, 'Errore del server', true);
    expect(knownReason(rest, t)).toBe('Errore del server');
  });

  it('never shows our own fallback text, which is for the log', () => {
    const error = new GraphQLRequestError({
      operationName: 'createOrder',
      message: 'createOrder failed with HTTP 502',
      status: 502,
    });
    expect(knownReason(error, t)).toBeNull();
    expect(
      knownReason(new RestRequestError('/api/x/', 502, '/api/x/ answered HTTP 502'), t),
    ).toBeNull();
    expect(knownReason(new Error('boom'), t)).toBeNull();
    expect(knownReason(null, t)).toBeNull();
  });

  it('says the server was not reached when fetch was rejected', () => {
    expect(knownReason(new TypeError('Failed to fetch'), t)).toBe('t:errors.network');
  });
});

describe('fieldRefusal', () => {
  const refusal = (field: string | undefined) =>
    new GraphQLRequestError({
      operationName: 'createOrder',
      message: 'Testo troppo lungo (massimo 2000 caratteri)',
      status: 200,
      code: 'NOTES_TOO_LONG',
      errors: [
        {
          message: 'Testo troppo lungo (massimo 2000 caratteri)',
          extensions: { code: 'NOTES_TOO_LONG', ...(field ? { field } : {}) },
        },
      ],
      translated: true,
    });

  it('gives the server’s message for the field it names', () => {
    expect(fieldRefusal(refusal('notes'), 'notes')).toBe(
      'Testo troppo lungo (massimo 2000 caratteri)',
    );
  });

  it('gives nothing for another field, no field or another error', () => {
    expect(fieldRefusal(refusal('cig'), 'notes')).toBeNull();
    expect(fieldRefusal(refusal(undefined), 'notes')).toBeNull();
    expect(fieldRefusal(new TypeError('Failed to fetch'), 'notes')).toBeNull();
  });
});
