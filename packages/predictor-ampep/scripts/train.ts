// Trains every model of the package (or the ones named: ampep rfampep30 mic) and writes the cards.
import { writeModelCards } from './cards.ts';
import { trainAmpep } from './train-ampep.ts';
import { trainMic } from './train-mic.ts';
import { trainRfAmpep30 } from './train-rfampep30.ts';

const wanted = process.argv.slice(2);
const want = (name: string) => wanted.length === 0 || wanted.includes(name);
if (want('ampep')) trainAmpep();
if (want('rfampep30')) trainRfAmpep30();
if (want('mic')) {
  trainMic('EC');
  trainMic('SA');
}
writeModelCards();
