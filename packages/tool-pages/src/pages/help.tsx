import { Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ServiceInfo, type Tool, useServiceInfo } from '@peptox/api-client';
import {
  CodeBlock,
  formatBytes,
  InlineCode,
  PageLink,
  ProseSection,
  usePageTitle,
} from '@peptox/ui';
import { WhenServed } from '../components/WhenServed.tsx';
import type { ToolPageProps } from '../definition.ts';
import { DockingInputHelp, dockingResultsHelp } from '../docking/DockingHelp.tsx';
import { toolName } from '../tool-name.ts';

function InputHelp({ id, tool }: { id: string; tool: Tool }) {
  const { limits } = tool;
  return (
    <ProseSection id="input" title="1. Give your sequences">
      <Text>
        Paste peptides in FASTA format on the <PageLink to={`/${id}/home`}>Home page</PageLink>, or
        upload a FASTA file. Each sequence starts with a header line: <InlineCode>&gt;</InlineCode>{' '}
        and a name that no other sequence uses. The sequence follows in the one-letter code of the
        20 standard amino acids, on one or several lines; lower case is fine, and a final{' '}
        <InlineCode>*</InlineCode> is ignored.
      </Text>
      <CodeBlock>{'>magainin_2\nGIGKFLHSAKKFGKAFVGEIMNS\n>indolicidin\nILPWKWPWWPWRR'}</CodeBlock>
      <Text>
        The form checks the input as you type: it counts the sequences and names each one that has a
        problem (an unknown letter, a duplicate name, an empty sequence). Up to{' '}
        {limits.maxSequences.toLocaleString('en')} sequences or {formatBytes(limits.maxTextBytes)}{' '}
        can be sent at once. A sequence with one of the codes B, J, O, U, X or Z (ambiguous or
        unusual residues, as UniProt writes them) is kept: it appears in the results as not
        predicted, with the reason, since the models know only the 20 standard amino acids.
      </Text>
    </ProseSection>
  );
}

function MoleculeInputHelp({ id, tool }: { id: string; tool: Tool }) {
  const { limits } = tool;
  return (
    <ProseSection id="input" title="1. Give your molecules">
      <Text>
        Type or paste molecules on the <PageLink to={`/${id}/home`}>Home page</PageLink>, one a
        line: the SMILES, then optionally a space and a name. Molecules without a name are called{' '}
        <InlineCode>mol_1</InlineCode>, <InlineCode>mol_2</InlineCode>, … after their position; a
        name must not be used twice. A <InlineCode>.smi</InlineCode> file in the same format can be
        uploaded, and so can the pairs of a <InlineCode>&gt;name</InlineCode> line followed by a
        SMILES line. Blank lines and lines starting with <InlineCode>#</InlineCode> are skipped, and
        so is a first line that is a column header such as <InlineCode>smiles name</InlineCode>.
      </Text>
      <CodeBlock>
        {'CC(=O)Oc1ccccc1C(=O)O aspirin\nCn1cnc2c1c(=O)n(C)c(=O)n2C caffeine\nc1ccccc1O'}
      </CodeBlock>
      <Text>
        The form reads the input as the service will, as you type: it counts the molecules and names
        each problem by its line. It then reads every SMILES with RDKit, in your browser, and lists
        the molecules RDKit cannot read (an unclosed ring, an unknown element, an impossible
        valence). Those are not refused: they go with the job and appear in the results marked as
        not predicted, with the same reason. Up to {limits.maxSequences.toLocaleString('en')}{' '}
        molecules or {formatBytes(limits.maxTextBytes)} can be sent at once.
      </Text>
    </ProseSection>
  );
}

function DrawingHelp() {
  return (
    <ProseSection id="drawing" title="Or draw a molecule">
      <Text>
        “Draw a molecule” opens a molecule editor (OpenChemLib’s): pick an atom, a bond or a ring
        from its toolbar and click or tap on the canvas. The drawing’s SMILES shows below it as it
        changes; give it a name if you like and choose “Add to the input” to add it as a new line.
      </Text>
      <Text>
        The editor is a drawing canvas and needs a mouse, a pen or a finger; a screen reader cannot
        describe it. The text box is the way to give molecules with a keyboard or a screen reader:
        everything the editor does, a SMILES typed there does too.
      </Text>
    </ProseSection>
  );
}

function GenomeHelp({ tool }: { tool: Tool }) {
  if (!tool.genome) return null;
  return (
    <ProseSection id="genome" title="Or scan a genome">
      <Text>
        Choose “Genome” to paste or upload nucleotide FASTA, or a GenBank flat file as NCBI gives it
        (<InlineCode>LOCUS … ORIGIN … {'//'}</InlineCode>: the sequence after ORIGIN is read, named
        by the LOCUS line), up to {formatBytes(tool.limits.maxGenomeBytes)}, instead. {tool.name}{' '}
        translates it in all six reading frames with the genetic code you pick (the NCBI tables) and
        predicts every stretch of {tool.genome.minLength}–{tool.genome.maxLength} residues between
        stop codons. Each peptide’s name gives its contig, frame and nucleotide range, such as{' '}
        <InlineCode>contig1_f-2_301-390</InlineCode>.
      </Text>
    </ProseSection>
  );
}

function RetrieveHelp({ id, name, service }: { id: string; name: string; service?: ServiceInfo }) {
  const retrieve = <PageLink to={`/${id}/retrieve`}>Retrieve page</PageLink>;
  return (
    <ProseSection id="retrieve" title="4. Find your jobs again">
      <Text>
        A job opens with its id: keep it, or the job page's address, or enter it on the {retrieve}.
        The jobs submitted from this browser, on every tool, are listed under{' '}
        <PageLink to="/my-jobs">My jobs</PageLink> (the browser keeps their ids, never what you
        submitted). The e-mail address is optional.
      </Text>
      {service?.listByAddress === 'link' ? (
        <Text>
          When a job ends, a mail with its status and the link to its page goes to the address you
          gave. On the {retrieve}, give the address and a link to the list of its {name} jobs is
          mailed to it; the link works for {service.retrieveLinkHours} hours. The list is never
          shown to whoever merely types an address.
        </Text>
      ) : service?.listByAddress === 'open' ? (
        <Text>
          The {retrieve} lists every {name} job submitted with an e-mail address. This service sends
          no mail, so anyone who types the address sees the list and can open its jobs, results
          included.
        </Text>
      ) : service?.listByAddress === 'off' ? (
        <Text>This service does not list jobs by e-mail address.</Text>
      ) : null}
    </ProseSection>
  );
}

/** What the service keeps, for how long, and what the address is used for. */
function DataPolicy({ service }: { service?: ServiceInfo }) {
  if (!service) return <Skeleton height="8rem" aria-busy="true" />;
  return (
    <ProseSection id="data" title="Your data">
      <List.Root ps="5" gap="2">
        <List.Item>
          A job keeps what you submitted (the sequences, the methods, the description and the e-mail
          address, if you gave one) and its results. Jobs and their results are deleted{' '}
          <strong>{service.retentionDays} days after they end</strong>; the page of a deleted job
          says it expired. The input of a job that failed is deleted at once, and that of a finished
          job once its results are stored.
        </List.Item>
        <List.Item>
          The e-mail address is optional, and used only to find your jobs again
          {service.mail ? ' and to mail you when a job ends and the links you ask for' : ''}. It is
          not shown on any page, not passed to anyone, and not written to the service's logs.
        </List.Item>
        <List.Item>
          Job ids are long random strings: a job's page and results are seen by whoever has its id
          or link, so share them only with those who should see them.
        </List.Item>
      </List.Root>
    </ProseSection>
  );
}

/**
 * How to use a prediction tool: input, methods, results and retrieval, written from the
 * service's description of the tool (its methods, tables and limits).
 */
export default function HelpPage({ definition }: ToolPageProps) {
  const { id } = definition;
  const name = toolName(id);
  usePageTitle(`${name} help`);
  const molecules = definition.input.kind === 'smiles';
  const docking = definition.input.kind === 'docking';
  const { data: service } = useServiceInfo();
  return (
    <Stack gap="8" maxW="4xl">
      <Heading as="h1" size="2xl">
        How to use {name}
      </Heading>
      <WhenServed id={id} loading={<Skeleton height="20rem" aria-busy="true" />}>
        {(tool) => (
          <>
            {docking ? (
              <DockingInputHelp id={id} tool={tool} />
            ) : molecules ? (
              <>
                <MoleculeInputHelp id={id} tool={tool} />
                <DrawingHelp />
              </>
            ) : (
              <>
                <InputHelp id={id} tool={tool} />
                <GenomeHelp tool={tool} />
              </>
            )}
            <ProseSection id="methods" title={docking ? '2. The search' : '2. Choose the methods'}>
              <List.Root ps="5" gap="2">
                {tool.methods.map((method) => (
                  <List.Item key={method.id}>
                    <strong>{method.label}</strong>: {method.description}
                  </List.Item>
                ))}
              </List.Root>
              <Text>
                {docking
                  ? 'How the search works, and how its score compares with AutoDock Vina’s, is on the '
                  : 'How the models were built and how well they did in validation is on the '}
                <PageLink to={`/${id}/method`}>Method page</PageLink>.
              </Text>
            </ProseSection>
            <ProseSection id="results" title="3. Read the results">
              <Text>
                After you submit, the job page shows the job id and follows the job while it waits
                and runs. Keep the id, or the page address, to come back later. The results come in
                tabs ({tool.tables.map((t) => t.label).join(', ')}). Sort by any column, filter the
                rows, and download the complete tables as CSV.{' '}
                {docking
                  ? dockingResultsHelp
                  : molecules
                    ? 'Each row says how close the molecule is to the molecules the model learned from, and flags those outside its applicability domain (see the Method page).'
                    : 'Move a classifier’s threshold to see which rows it would call positive at a stricter or looser cut-off, export the rows shown as CSV, TSV or FASTA, and click a sequence to see its physicochemical properties.'}
              </Text>
            </ProseSection>
          </>
        )}
      </WhenServed>
      <RetrieveHelp id={id} name={name} service={service} />
      <DataPolicy service={service} />
    </Stack>
  );
}
