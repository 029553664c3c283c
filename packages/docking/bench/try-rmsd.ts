import { readFileSync } from 'node:fs';
import { heavyGraph, symmetricRmsd } from '../src/index.ts';
const [file, ref] = process.argv.slice(2);
const models = readFileSync(file!, 'utf8').split('ENDMDL').filter((m) => m.includes('ATOM'));
const r = heavyGraph(readFileSync(ref!, 'utf8'));
for (const m of models) console.log(m.match(/VINA RESULT:\s+(\S+)/)?.[1], symmetricRmsd(heavyGraph(m), r).toFixed(2));
