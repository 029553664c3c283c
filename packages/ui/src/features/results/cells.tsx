// How one cell of a result reads, in the table and in the phone's cards alike.
import { Badge, Box, type BoxProps, Link, Skeleton, Span, Text } from '@chakra-ui/react';
import type { Column, ResultRow } from '@peptox/tool-schema';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCell } from '../../components/format.ts';
import {
  type ClassState,
  classifier,
  classStateLabel,
  outsideLengthWindow,
  type ResultLayout,
  sequenceInfoPath,
  type Thresholds,
} from './columns.ts';
import { EvidenceCell, hasEvidence } from './EvidenceCell.tsx';
import { DEPICTION, requestDepiction } from './molecules.ts';
import { type RepeatedNote, rowNote } from './notes.ts';
import type { ThresholdStore } from './thresholds.ts';

const CLASS_STYLE: Record<ClassState, { palette: string; variant: 'subtle' | 'outline' }> = {
  positive: { palette: 'green', variant: 'subtle' },
  negative: { palette: 'gray', variant: 'subtle' },
  // A record the method could not take: it stands out, unless it was only outside the method's
  // lengths (an expected skip, see `skipped`).
  'not-predicted': { palette: 'orange', variant: 'subtle' },
  empty: { palette: 'gray', variant: 'outline' },
};

/**
 * A class as a badge: the positive class green, unless the column says it is harmful (hemolytic,
 * active in a toxicity assay), which is red: a harmful class never reads as good news.
 */
export function ClassBadge({
  state,
  label,
  column,
  skipped = false,
}: {
  state: ClassState;
  label: string;
  column?: Pick<Column, 'classes'>;
  /** A record outside the method's lengths: an expected skip, in a neutral badge. */
  skipped?: boolean;
}) {
  const style = skipped ? CLASS_STYLE.empty : CLASS_STYLE[state];
  const palette = state === 'positive' && column?.classes?.harmful ? 'red' : style.palette;
  return (
    <Badge colorPalette={palette} variant={style.variant} data-class-state={state}>
      {label}
    </Badge>
  );
}

/**
 * Text cut with an ellipsis to its box; hovered or focused (a link inside), it shows in full over
 * the rows below, wrapped.
 */
export function FullText({ children, ...props }: BoxProps) {
  return (
    <Box
      truncate
      width="full"
      css={{
        '&:hover, &:focus-within': {
          position: 'absolute',
          insetInline: '0',
          top: '0',
          zIndex: 2,
          overflow: 'visible',
          whiteSpace: 'normal',
          overflowWrap: 'anywhere',
          bg: 'bg.panel',
          boxShadow: 'md',
          borderRadius: 'l1',
          paddingInline: '2',
          paddingBlock: '1.5',
        },
      }}
      {...props}
    >
      {children}
    </Box>
  );
}

/** A molecule's 2D depiction, drawn when its row first shows; its SMILES as the text alternative. */
export const MoleculeDepiction = memo(function MoleculeDepiction({
  smiles,
  name,
}: {
  smiles: string;
  name: string;
}) {
  const [svg, setSvg] = useState<string | null | undefined>(undefined);
  useEffect(() => requestDepiction(smiles, setSvg), [smiles]);
  const size = { width: `${DEPICTION.width}px`, height: `${DEPICTION.height}px` };
  if (svg === undefined) return <Skeleton {...size} flexShrink={0} data-depiction="pending" />;
  if (svg === null) {
    return (
      <Text {...size} flexShrink={0} fontSize="xs" color="fg.muted" data-depiction="none">
        No depiction: RDKit cannot read this SMILES.
      </Text>
    );
  }
  return (
    <Box
      {...size}
      flexShrink={0}
      role="img"
      aria-label={`Structure of ${name}: ${smiles}`}
      data-depiction="drawn"
      bg="white"
      borderRadius="l1"
      // Sanitised by @peptox/molecule: drawing elements and presentation attributes only.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
});

/** What the table and the phone's cards both draw: a view's rows, in order. */
export interface RowsProps {
  layout: ResultLayout;
  /** The view's columns. */
  columns: Column[];
  rows: readonly ResultRow[];
  /** Indices into `rows`, in the order shown. */
  order: Int32Array;
  thresholds: ThresholdStore;
  repeated: readonly RepeatedNote[];
}

export interface CellProps {
  layout: ResultLayout;
  column: Column;
  row: ResultRow;
  /** For a class column: its state at the thresholds in force. */
  state?: ClassState;
  repeated: readonly RepeatedNote[];
  /** Cards: a value carries its unit (no column header above it). */
  withUnit?: boolean;
}

/**
 * A cell's content by its column's type: class badge, linked sequence, molecule, note, value; a
 * model's value with its interval and its evidence a click away.
 */
export function CellContent(props: CellProps) {
  const { layout, column, row, withUnit } = props;
  if (!hasEvidence(layout, column)) return <PlainContent {...props} />;
  return (
    <EvidenceCell layout={layout} column={column} row={row} withUnit={withUnit}>
      <PlainContent {...props} withUnit={false} />
    </EvidenceCell>
  );
}

function PlainContent({ layout, column, row, state, repeated, withUnit }: CellProps) {
  const value = row[column.key];
  if (column.type === 'class') {
    const shown = state ?? 'empty';
    const skipped = shown === 'not-predicted' && outsideLengthWindow(layout, column, row);
    return (
      <ClassBadge
        state={shown}
        label={classStateLabel(column, shown)}
        column={column}
        skipped={skipped}
      />
    );
  }
  if (column.type === 'molecule') {
    return typeof value === 'string' ? (
      <Box display="flex" flexDirection="column" gap="1" minW="0" width="full">
        <MoleculeDepiction smiles={value} name={String(row[layout.idKey] ?? '')} />
        <FullText fontFamily="mono" fontSize="xs">
          {value}
        </FullText>
      </Box>
    ) : (
      '—'
    );
  }
  if (column.key === layout.inputKey && typeof value === 'string') {
    return (
      <FullText fontFamily="mono">
        {/* Inline, not Chakra's inline-flex: only inline text ends in an ellipsis. */}
        <Link asChild variant="underline" display="inline">
          <RouterLink to={sequenceInfoPath(value)}>{value}</RouterLink>
        </Link>
      </FullText>
    );
  }
  if (column.key === 'note') {
    const { own, refs } = rowNote(value, repeated);
    if (own.length === 0 && refs.length === 0) return '—';
    return (
      <FullText>
        {refs.length > 0 ? (
          <Span color="fg.muted" marginEnd="2">
            {refs.length === 1 ? `Note ${refs[0]}` : `Notes ${refs.join(', ')}`}
            {own.length > 0 ? ';' : ''}
          </Span>
        ) : null}
        {own.join(' ')}
      </FullText>
    );
  }
  const text = formatCell(value, column);
  if (column.type === 'text' && text.length > 24) return <FullText>{text}</FullText>;
  return withUnit && column.unit && typeof value === 'number' ? `${text} ${column.unit}` : text;
}

/**
 * The states of a view's class columns for each row, as one string a row can be memoised on: a
 * threshold step then redraws only the rows whose class changed.
 */
export function useClassStates(
  layout: ResultLayout,
  columns: readonly Column[],
  thresholds: Thresholds,
): (row: ResultRow) => string {
  const classifiers = useMemo(
    () => columns.filter((c) => c.type === 'class').map((c) => classifier(layout, c, thresholds)),
    [layout, columns, thresholds],
  );
  return useCallback((row) => classifiers.map((state) => state(row)).join(' '), [classifiers]);
}

/** The state of each class column of a row, from the string of `useClassStates`. */
export function statesOf(columns: readonly Column[], states: string): Map<string, ClassState> {
  const list = states.split(' ') as ClassState[];
  return new Map(
    columns.filter((c) => c.type === 'class').map((c, i) => [c.key, list[i] ?? 'empty']),
  );
}
