// Trains every model of the package (or the ones named: ampep ampep-gb rfampep30 mic) and writes
// the cards; prints the CPU time it took.
import { writeModelCards } from '@peptox/training';
import { modelsDir } from './models-dir.ts';
import { trainAmpep } from './train-ampep.ts';
import { trainAmpepGb } from './train-ampep-gb.ts';
import { trainMic } from './train-mic.ts';
import { trainRfAmpep30 } from './train-rfampep30.ts';

const cpu = process.cpuUsage();
const wanted = process.argv.slice(2);
const want = (name: string) => wanted.length === 0 || wanted.includes(name);
if (want('ampep')) await trainAmpep();
if (want('ampep-gb')) await trainAmpepGb();
if (want('rfampep30')) await trainRfAmpep30();
if (want('mic')) await trainMic();
writeModelCards(modelsDir, 'pnpm --filter @peptox/predictor-ampep train');
const used = process.cpuUsage(cpu);
console.log(`CPU time: ${((used.user + used.system) / 1e6).toFixed(0)} s`);
