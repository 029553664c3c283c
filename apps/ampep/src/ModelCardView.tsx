import { DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** "mccCv" -> "Mcc cv", "roc_auc" -> "Roc auc": card keys as readable labels. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatValue(value: Json): string {
  if (value === null) return '—';
  if (typeof value === 'number') {
    return Number.isInteger(value)
      ? value.toLocaleString('en')
      : value.toFixed(4).replace(/0+$/, '');
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

const isRecord = (v: Json): v is { [key: string]: Json } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function ObjectTable({ rows, caption }: { rows: { [key: string]: Json }[]; caption: string }) {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" srOnly>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {keys.map((k) => (
              <Table.ColumnHeader key={k}>{humanize(k)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => (
            // Card rows have no ids; their order is their identity.
            <Table.Row key={i}>
              {keys.map((k) => (
                <Table.Cell key={k}>{formatValue(row[k] ?? null)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Any part of a model card, as it is: values in a list, nested parts under their own heading. */
export function CardPart({
  value,
  title,
  level = 3,
}: {
  value: Json;
  title: string;
  level?: 3 | 4 | 5;
}) {
  if (isRecord(value)) {
    const entries = Object.entries(value);
    const flat = entries.filter(([, v]) => !isRecord(v) && !(Array.isArray(v) && v.some(isRecord)));
    const nested = entries.filter(([, v]) => isRecord(v) || (Array.isArray(v) && v.some(isRecord)));
    return (
      <Stack gap="3">
        <Heading as={`h${level}`} size={level === 3 ? 'md' : 'sm'}>
          {title}
        </Heading>
        {flat.length > 0 ? (
          <DataList.Root orientation="horizontal" size="sm">
            {flat.map(([k, v]) => (
              <DataList.Item key={k}>
                <DataList.ItemLabel minW="12rem">{humanize(k)}</DataList.ItemLabel>
                <DataList.ItemValue>{formatValue(v)}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : null}
        {nested.map(([k, v]) => (
          <CardPart key={k} value={v} title={humanize(k)} level={level === 3 ? 4 : 5} />
        ))}
      </Stack>
    );
  }
  if (Array.isArray(value) && value.every(isRecord)) {
    return (
      <Stack gap="2">
        <Heading as={`h${level}`} size="sm">
          {title}
        </Heading>
        <ObjectTable rows={value} caption={title} />
      </Stack>
    );
  }
  return (
    <Text>
      <strong>{title}:</strong> {formatValue(value)}
    </Text>
  );
}

export type { Json };
