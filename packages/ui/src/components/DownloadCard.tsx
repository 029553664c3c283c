import { Button, Card, Stack } from '@chakra-ui/react';

export interface DownloadItem {
  label: string;
  href: string;
  /** File name offered by the browser; the server's name when absent. */
  fileName?: string;
  description?: string;
}

export interface DownloadCardProps {
  title: string;
  description?: string;
  items: DownloadItem[];
}

/** A card of download links (result tables, data sets). */
export function DownloadCard({ title, description, items }: DownloadCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h3">{title}</Card.Title>
        {description ? <Card.Description>{description}</Card.Description> : null}
      </Card.Header>
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" wrap="wrap">
          {items.map((item) => (
            // A long label wraps on a phone instead of widening the page.
            <Button
              key={item.href}
              asChild
              variant="outline"
              size="sm"
              whiteSpace="normal"
              h="auto"
              minH="8"
              py="1"
            >
              <a href={item.href} download={item.fileName ?? true} title={item.description}>
                {item.label}
              </a>
            </Button>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
