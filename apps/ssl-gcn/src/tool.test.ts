import { checkToolModule } from '@peptox/tool-pages/testing';
import { expect, it } from 'vitest';
import { tool } from './tool.tsx';

it('SSL-GCN takes SMILES, has the contact page the catalogue gives it, and cites each paper once, its own paper first', async () => {
  const titles = await checkToolModule(tool);
  expect(titles[0]).toMatch(/semi-supervised learning and graph convolutional/);
});
