import { describe, expect, it } from 'vitest';
import { engines } from '../test/harness.ts';
import { MAX_QUERY_DEPTH } from './index.ts';

for (const engine of engines()) {
  describe(`GraphQL foundation (${engine.name})`, () => {
    const h = engine.setup();

    it('getCountries answers code and name in each language', async () => {
      const client = h.client();
      const query =
        'query GetCountries($lang: String!) { getCountries(lang: $lang) { code name } }';
      const names: Record<string, string | undefined> = {};
      for (const lang of ['it', 'en', 'fr', 'es']) {
        const result = await client.graphql<{ getCountries: { code: string; name: string }[] }>(
          'GetCountries',
          query,
          { lang },
        );
        expect(result.errors).toBeUndefined();
        names[lang] = result.data?.getCountries.find((c) => c.code === 'DE')?.name;
      }
      expect(names).toEqual({ it: 'Germania', en: 'Germany', fr: 'Allemagne', es: 'Alemania' });
    });

    it('getCountries refuses an unknown language with a stable code', async () => {
      const result = await h
        .client()
        .graphql(
          'GetCountries',
          'query GetCountries($lang: String!) { getCountries(lang: $lang) { code } }',
          {
            lang: 'xx',
          },
        );
      expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_LANGUAGE');
    });

    it('getDjangoUserEmail is null logged out and the email logged in', async () => {
      const client = h.client();
      const query = 'query GetDjangoUserEmail { getDjangoUserEmail }';
      expect((await client.graphql('GetDjangoUserEmail', query)).data).toEqual({
        getDjangoUserEmail: null,
      });
      await client.login('jane.doe@example.com', 'Scaffale-2026!');
      expect((await client.graphql('GetDjangoUserEmail', query)).data).toEqual({
        getDjangoUserEmail: 'jane.doe@example.com',
      });
    });

    it('refuses queries deeper than the limit', async () => {
      let selection = 'name';
      for (let i = 0; i <= MAX_QUERY_DEPTH; i += 1) selection = `ofType { ${selection} }`;
      const deep = `query Deep { __schema { types { fields { type { ${selection} } } } } }`;
      const result = await h.client().graphql('Deep', deep);
      expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(result.data).toBeNull();
    });

    it('never leaks a stack trace', async () => {
      const response = await h.client().post('/graphql', { query: '{ nope }' });
      const body = response.body;
      expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
      expect(JSON.parse(body).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });
}
