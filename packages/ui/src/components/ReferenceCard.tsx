import { Card, Link, List, Text } from '@chakra-ui/react';

export interface Reference {
  authors: string;
  title: string;
  /** Journal, book or web site. */
  source: string;
  year: number;
  volume?: string;
  pages?: string;
  doi?: string;
  url?: string;
}

export interface ReferenceCardProps {
  title?: string;
  description?: string;
  references: Reference[];
}

/** "Authors (year). Title. Source volume, pages." as one citation line. */
export function citation(ref: Reference): string {
  const where = [ref.source, ref.volume, ref.pages].filter(Boolean).join(', ');
  return `${ref.authors} (${ref.year}). ${ref.title}. ${where}.`;
}

/** A numbered list of citations, each linking to its DOI or address. */
export function ReferenceCard({
  title = 'References',
  description,
  references,
}: ReferenceCardProps) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        {description ? <Card.Description>{description}</Card.Description> : null}
      </Card.Header>
      <Card.Body>
        <List.Root as="ol" gap="3" ps="5">
          {references.map((ref) => {
            const href = ref.doi ? `https://doi.org/${ref.doi}` : ref.url;
            return (
              <List.Item key={`${ref.title}-${ref.year}`}>
                <Text as="span">{citation(ref)}</Text>{' '}
                {href ? (
                  <Link
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="underline"
                    // A long address breaks anywhere rather than widen the page on a phone.
                    overflowWrap="anywhere"
                  >
                    {ref.doi ? `doi:${ref.doi}` : href}
                  </Link>
                ) : null}
              </List.Item>
            );
          })}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
