import { Card, Image } from '@chakra-ui/react';

export interface ImageCardProps {
  src: string;
  alt: string;
  title?: string;
  caption?: React.ReactNode;
  width?: number;
  height?: number;
}

/** A figure with its caption. */
export function ImageCard({ src, alt, title, caption, width, height }: ImageCardProps) {
  return (
    <Card.Root as="figure" overflow="hidden">
      <Image src={src} alt={alt} width={width} height={height} loading="lazy" fit="contain" />
      {title || caption ? (
        <Card.Body as="figcaption" gap="1">
          {title ? <Card.Title as="h3">{title}</Card.Title> : null}
          {caption ? <Card.Description>{caption}</Card.Description> : null}
        </Card.Body>
      ) : null}
    </Card.Root>
  );
}
