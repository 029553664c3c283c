import { Card, DataList, Link } from '@chakra-ui/react';

export interface ContactCardProps {
  title?: string;
  name?: string;
  role?: string;
  affiliation?: string;
  address?: string;
  email?: string;
  /** A web page to write from, such as an issue tracker. */
  url?: string;
  phone?: string;
}

/** Who to write to about a tool: name, affiliation, a mail link and/or a web page. */
export function ContactCard({
  title = 'Contact',
  name,
  role,
  affiliation,
  address,
  email,
  url,
  phone,
}: ContactCardProps) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        {role ? <Card.Description>{role}</Card.Description> : null}
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal">
          {name ? (
            <DataList.Item>
              <DataList.ItemLabel>Name</DataList.ItemLabel>
              <DataList.ItemValue>{name}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {affiliation ? (
            <DataList.Item>
              <DataList.ItemLabel>Affiliation</DataList.ItemLabel>
              <DataList.ItemValue>{affiliation}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {address ? (
            <DataList.Item>
              <DataList.ItemLabel>Address</DataList.ItemLabel>
              <DataList.ItemValue>{address}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {email ? (
            <DataList.Item>
              <DataList.ItemLabel>E-mail</DataList.ItemLabel>
              <DataList.ItemValue>
                <Link href={`mailto:${email}`} variant="underline">
                  {email}
                </Link>
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {url ? (
            <DataList.Item>
              <DataList.ItemLabel>Web</DataList.ItemLabel>
              <DataList.ItemValue>
                <Link href={url} target="_blank" rel="noopener noreferrer" variant="underline">
                  {url.replace(/^https?:\/\//, '')}
                </Link>
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {phone ? (
            <DataList.Item>
              <DataList.ItemLabel>Phone</DataList.ItemLabel>
              <DataList.ItemValue>
                <Link href={`tel:${phone.replace(/\s+/g, '')}`} variant="underline">
                  {phone}
                </Link>
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
