import { defineToolConfig } from '@peptox/build-config';

export default defineToolConfig({ id: 'ampep', port: 3001, title: 'AmPEP · PepTox' });
