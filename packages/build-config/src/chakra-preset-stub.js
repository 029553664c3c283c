// Stands in for @chakra-ui/react's preset module in the site's builds (without-chakra-preset.ts).
export const defaultConfig = undefined;
export const defaultSystem = undefined;
