import { register } from 'node:module';

register('./record-imports.mjs', import.meta.url);
