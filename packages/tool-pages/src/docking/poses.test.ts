import { expect, it } from 'vitest';
import { readPoseModels } from './poses.ts';

const model = (n: number, ligand: number, pose: number, score: string) =>
  [
    `MODEL ${n}`,
    `REMARK  Name = aspirin pose ${pose}`,
    `REMARK VINA RESULT:    ${score}      0.000      0.000`,
    `REMARK PEPTOX LIGAND ${ligand} POSE ${pose}`,
    'ROOT',
    'ATOM      1  C   UNL     1       1.000   2.000   3.000  0.00  0.00    +0.000 C ',
    'ENDROOT',
    'TORSDOF 0',
    'ENDMDL',
  ].join('\n');

it("reads each pose's ligand, rank, name and score, and keeps its own lines", () => {
  const models = readPoseModels(`${model(1, 1, 1, '-7.882')}\n${model(2, 2, 1, '-6.500')}\n`);
  expect(
    models.map(({ ligand, pose, title, affinity }) => [ligand, pose, title, affinity]),
  ).toEqual([
    [1, 1, 'aspirin pose 1', -7.882],
    [2, 1, 'aspirin pose 1', -6.5],
  ]);
  expect(models[0]?.pdbqt.startsWith('REMARK')).toBe(true);
  expect(models[0]?.pdbqt).not.toContain('MODEL');
  expect(models[0]?.pdbqt).not.toContain('ENDMDL');
});

it('numbers in order the models of a file without the service’s remarks', () => {
  const plain = 'MODEL 1\nATOM\nENDMDL\nMODEL 2\nATOM\nENDMDL\n';
  expect(readPoseModels(plain).map((m) => [m.pose, m.affinity])).toEqual([
    [1, null],
    [2, null],
  ]);
});
