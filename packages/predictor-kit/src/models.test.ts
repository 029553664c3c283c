import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { modelPath, servedCard } from './models.ts';

describe('MODELS_DIR: released model files take the place of the committed ones', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'peptox-models-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    delete process.env.MODELS_DIR;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads a file of the same name from MODELS_DIR, and the committed one otherwise', () => {
    const committed = folder();
    const released = folder();
    writeFileSync(join(released, 'demo.json'), '{}');
    const url = (name: string) => pathToFileURL(join(committed, name));
    expect(modelPath(url('demo.json'))).toBe(join(committed, 'demo.json'));
    process.env.MODELS_DIR = released;
    expect(modelPath(url('demo.json'))).toBe(join(released, 'demo.json'));
    expect(modelPath(url('other.json'))).toBe(join(committed, 'other.json'));
  });

  it("serves the released card of a model when MODELS_DIR has it, with the method's id", () => {
    const released = folder();
    const card = { name: 'demo', title: 'Demo', date: '2026-11-01' };
    writeFileSync(
      join(released, 'demo.card.json'),
      JSON.stringify({ ...card, date: '2026-11-25' }),
    );
    expect(servedCard(card, 'm').date).toBe('2026-11-01');
    process.env.MODELS_DIR = released;
    expect(servedCard(card, 'm')).toMatchObject({ date: '2026-11-25', method: 'm' });
    expect(servedCard({ ...card, name: 'other' }, 'm').date).toBe('2026-11-01');
  });
});
