/**
 * The Chakra UI exports the site may use. Chakra shared whole is about 300 KB gzip; the shell
 * provides a copy trimmed to these exports (Module Federation shared tree shaking), and every
 * tool declares the same list, so a tool can only take the shell's copy.
 *
 * Using an export that is not listed would break a tool inside the deployed shell: a unit test
 * (trimmed-exports.test.ts) fails when any code in the repository imports one. Adding an export
 * here needs the shell rebuilt as well as the tool (and its recipe in packages/ui's theme, which
 * another test asks for). The list is what the code uses, nothing more: every first visit
 * downloads and runs the whole list (an interactive component is a state machine, often 2-5 KB
 * gzip), so an export is listed once some code uses it.
 */
export const chakraExports = [
  // system and providers
  'ChakraProvider',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'useChakraContext',
  // layout
  'Box',
  'Flex',
  'Grid',
  'Group',
  'HStack',
  'SimpleGrid',
  'Stack',
  // typography
  'Code',
  'Heading',
  'Link',
  'List',
  'Span',
  'Text',
  // forms
  'Button',
  'ButtonGroup',
  'Checkbox',
  'CheckboxGroup',
  'CloseButton',
  'Field',
  'Fieldset',
  'IconButton',
  'Input',
  'NativeSelect',
  'RadioGroup',
  'Slider',
  'Textarea',
  // overlays
  'Collapsible',
  'Dialog',
  'Drawer',
  'Popover',
  'Portal',
  // feedback
  'Alert',
  'Progress',
  'Skeleton',
  'SkeletonText',
  'Spinner',
  // data display and navigation
  'Badge',
  'Card',
  'Clipboard',
  'DataList',
  'Image',
  'Pagination',
  'Stat',
  'Table',
  'Tabs',
  'VisuallyHidden',
  // helpers
  'For',
  'useBreakpointValue',
] as const;
