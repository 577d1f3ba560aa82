import { describe, expect, it } from 'vitest';
import { batchLoader } from './batch.ts';

describe('batchLoader', () => {
  it('reads the ids asked for in one turn together, each once, and answers each its own', async () => {
    const reads: number[][] = [];
    const load = batchLoader(async (ids) => {
      reads.push([...ids]);
      return new Map(ids.filter((id) => id !== 404).map((id) => [id, `row ${id}`]));
    });
    const answers = await Promise.all([load(1), load(2), load(1), load(404)]);
    expect(answers).toEqual(['row 1', 'row 2', 'row 1', null]);
    expect(reads).toEqual([[1, 2, 404]]);
    // Asked again later: what was read is answered without reading; a new id is read.
    expect(await Promise.all([load(2), load(3)])).toEqual(['row 2', 'row 3']);
    expect(reads).toEqual([[1, 2, 404], [3]]);
  });

  it('fails every id of a read that fails', async () => {
    const load = batchLoader<string>(() => Promise.reject(new Error('database down')));
    const answers = await Promise.allSettled([load(1), load(2)]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
  });
});
