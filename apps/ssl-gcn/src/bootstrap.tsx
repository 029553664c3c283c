// SSL-GCN on its own (local development); inside the site the shell mounts `tool`.
import { runStandalone } from '@peptox/tool-pages/standalone';
import { tool } from './tool.tsx';

runStandalone(tool);
