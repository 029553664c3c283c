import { Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { CodeBlock, ExternalLink, InlineCode, ProseSection } from '@peptox/ui';
import type { ReactNode } from 'react';
import {
  buildSteps,
  type DockingProgram,
  exampleComplex,
  exampleRun,
  type PaperResults,
  vinaOptions,
} from './program.ts';
import { ServedSearchSection } from './ServedSearchSection.tsx';

interface DockingProgramProseProps {
  /** The program's name (the catalogue's). */
  name: string;
  program: DockingProgram;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function Results({ results }: { results: PaperResults }) {
  const id = `results-${slug(results.heading)}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={id}>
      <Heading as="h3" size="md" id={id}>
        {results.heading}
      </Heading>
      <Text>{results.setup}</Text>
      <List.Root gap="2" ps="5">
        {results.findings.map((item) => (
          <List.Item key={item.measure}>
            <Text as="span" fontWeight="semibold">
              {item.measure}:
            </Text>{' '}
            {item.finding}{' '}
            <Text as="span" color="fg.muted" textStyle="sm">
              (source: {item.where})
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** A table whose text wraps (the option itself does not), and that scrolls sideways if it must. */
function OptionTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" whiteSpace="normal">
        <Table.Caption captionSide="top" textAlign="start" px="3" py="2" fontWeight="semibold">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {head.map((label) => (
              <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, column) => (
                // Cells are positional: the column is their identity.
                <Table.Cell key={column} whiteSpace={column === 0 ? 'nowrap' : undefined}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * A docking tool's method page prose: what this site runs and how it compares with AutoDock Vina,
 * then the program itself (what it is, how its search works, what its papers measured against
 * Vina, each figure with the part of the paper that states it, how to build and run it). The two
 * docking tools differ only in their content.
 */
export function DockingProgramProse({ name, program }: DockingProgramProseProps) {
  return (
    <Stack gap="8">
      <ServedSearchSection name={name} search={program.servedSearch} />
      <ProseSection id="program" title={`The ${name} program`}>
        {program.intro}
      </ProseSection>
      <ProseSection id="search" title="How the search works">
        <Text>
          AutoDock Vina searches by Monte Carlo: it changes the ligand’s position, orientation or
          one torsion angle at random, refines the new pose with a quasi-Newton (BFGS) local
          optimisation, and keeps or rejects it, over many steps. {name} keeps Vina’s scoring
          function and that local optimisation, and replaces the random steps with a swarm.
        </Text>
        {program.search}
      </ProseSection>

      <ProseSection id="results" title="What the papers measured against AutoDock Vina">
        {program.results.map((results) => (
          <Results key={results.heading} results={results} />
        ))}
      </ProseSection>

      <ProseSection id="get" title={`Get and build ${name}`}>
        <List.Root gap="2" ps="5">
          {program.downloads.map((download) => (
            <List.Item key={download.href}>
              <ExternalLink href={download.href}>{download.label}</ExternalLink>:{' '}
              {download.description}
            </List.Item>
          ))}
        </List.Root>
        <Text>
          {name} builds from C++ source the way AutoDock Vina 1.1 does, with{' '}
          <InlineCode>make</InlineCode> and a C++ compiler, and needs the Boost libraries (its
          README names Boost 1.59.0). Preparing receptors and ligands needs AutoDockTools, part of
          MGLTools.
        </Text>
        <CodeBlock>{buildSteps(program)}</CodeBlock>
      </ProseSection>

      <ProseSection id="run" title={`Run ${name}`}>
        <Text>
          {name} runs like <InlineCode>vina</InlineCode>: the same input files and options, plus its
          own. This is the example of its README, {exampleComplex}, with the search box around the
          binding site and the program’s own options at their defaults:
        </Text>
        <CodeBlock>{exampleRun(program)}</CodeBlock>
        {program.runNotes}
        <OptionTable
          caption={`The options ${name} adds to Vina’s`}
          head={['Option', 'Default', 'Meaning']}
          rows={program.options.map((option) => ({
            key: option.flag,
            cells: [
              <InlineCode key="flag">{option.flag}</InlineCode>,
              option.defaultValue,
              option.onlyIn ? `${option.meaning} (${option.onlyIn} only)` : option.meaning,
            ],
          }))}
        />
        <OptionTable
          caption="AutoDock Vina’s options in the example"
          head={['Option', 'Meaning']}
          rows={vinaOptions.map((option) => ({
            key: option.flag,
            cells: [<InlineCode key="flag">{option.flag}</InlineCode>, option.meaning],
          }))}
        />
      </ProseSection>
    </Stack>
  );
}
