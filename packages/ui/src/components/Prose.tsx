import { Code, Heading, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ProseSectionProps {
  /** The heading's id: the section is labelled by it, and `#id` links to it. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A section of a prose page (help, method, an information page): an h2 and its content. */
export function ProseSection({ id, title, children }: ProseSectionProps) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id} scrollMarginTop="4">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A block of code or of example input, as it is to be typed or pasted. */
export function CodeBlock({ children }: { children: string }) {
  return (
    <Code
      colorPalette="gray"
      as="pre"
      display="block"
      p="3"
      whiteSpace="pre-wrap"
      wordBreak="break-all"
    >
      {children}
    </Code>
  );
}

/**
 * Code inside a sentence. Chakra's Code is an inline-flex box, after which a line may break before
 * the sentence's full stop; inline, it flows as the words around it do.
 */
export function InlineCode({ children }: { children: ReactNode }) {
  return (
    <Code colorPalette="gray" display="inline">
      {children}
    </Code>
  );
}

// Chakra's links are inline-flex boxes: a long one inside a sentence would wrap as a block,
// pushing the words after it onto a line of their own. Sentence links stay inline.

/** A link to another page of the site, inside a sentence. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild variant="underline" display="inline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A link to another site, inside a sentence; opens in a new tab. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="underline"
      display="inline"
    >
      {children}
    </Link>
  );
}
