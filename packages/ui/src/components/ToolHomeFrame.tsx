import { Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { introRuns, type ToolInfo } from '@peptox/tool-contract';
import { Fragment, type ReactNode } from 'react';

/** Plain text with `*words*` in italics (species names in a tool's intro). */
export function withItalics(text: string): ReactNode {
  return introRuns(text).map(({ text: run, italic }, index) =>
    italic ? <i key={index}>{run}</i> : <Fragment key={index}>{run}</Fragment>,
  );
}

/** The form's place while the form (or the tool's code) is on its way. */
export function FormSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading the form">
      <Skeleton height="12rem" />
      <Skeleton height="6rem" />
      <Skeleton height="4rem" />
    </Stack>
  );
}

export interface ToolHomeFrameProps {
  tool: Pick<ToolInfo, 'kind' | 'home'>;
  /** More of the introduction, under the catalogue's paragraph. */
  intro?: ReactNode;
  /** The page's body; a skeleton of it when absent. */
  children?: ReactNode;
  /** Beside the body on wide screens, after it on narrow ones (prediction tools). */
  aside?: ReactNode;
}

/**
 * The layout of every tool's home page, topped by the heading and intro of the tool's catalogue
 * entry. The shell draws it (with a skeleton) before the tool's code arrives, and the tool's home
 * draws it again around its form or content, so the heading and intro do not move.
 */
export function ToolHomeFrame({ tool, intro, children, aside }: ToolHomeFrameProps) {
  const top = (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {tool.home.title}
      </Heading>
      <Text>{withItalics(tool.home.intro)}</Text>
      {intro}
    </Stack>
  );
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(16rem, 1fr)' }}
      gap="8"
    >
      <Stack gap="6" minW="0">
        {top}
        {children ?? <FormSkeleton />}
      </Stack>
      {aside}
    </Grid>
  );
}
