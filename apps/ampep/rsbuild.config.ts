import { defineToolConfig } from '@peptox/build-config';
import { mergeRsbuildConfig } from '@rsbuild/core';

export default mergeRsbuildConfig(
  defineToolConfig({ id: 'ampep', port: 3001, title: 'AmPEP · PepTox' }),
  // Standalone pages live at /ampep/...; the entry's relative script paths ('auto' prefix) must
  // resolve from the root, not from the page's folder.
  { html: { tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }] } },
);
