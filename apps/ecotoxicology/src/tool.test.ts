import { checkToolModule } from '@peptox/tool-pages/testing';
import { it } from 'vitest';
import { tool } from './tool.tsx';

it('Ecotoxicology takes SMILES, has the contact page the catalogue gives it, and cites each paper once', async () => {
  await checkToolModule(tool);
});
