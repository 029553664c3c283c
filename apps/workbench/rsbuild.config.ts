import { defineToolConfig } from '@peptox/build-config';

export default defineToolConfig({ id: 'workbench' });
