import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { useTools } from '@peptox/api-client';
import { siteHome, type ToolInfo, toolCatalogue, useSiteConfig } from '@peptox/tool-contract';
import { AfterFirstPaint, usePageTitle } from '@peptox/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SitePage } from '../layout/SitePage.tsx';

const kindLabel = { peptide: 'Peptides', molecule: 'Compounds', docking: 'Docking' } as const;

type Availability = 'not-deployed' | 'checking' | 'available' | 'unreachable' | 'paused';

/**
 * Whether the site deploys a tool (the runtime configuration names it), its build answers, and,
 * for a prediction tool, whether the job service has a live worker for it (GET /tools).
 */
function useAvailability(tool: ToolInfo, manifest: string | undefined): Availability {
  const pages = usePagesAvailability(manifest);
  const { data: served } = useTools();
  if (pages !== 'available' || !served) return pages;
  return served.some((t) => t.id === tool.id && t.available) ? 'available' : 'paused';
}

function usePagesAvailability(manifest: string | undefined): Availability {
  const { data, isPending } = useQuery({
    queryKey: ['tool-manifest', manifest],
    queryFn: async ({ signal }) => {
      const response = await fetch(new URL(manifest as string, location.href), {
        cache: 'no-cache',
        signal,
      });
      return response.ok;
    },
    enabled: manifest !== undefined,
    retry: 1,
    staleTime: 60_000,
  });
  if (manifest === undefined) return 'not-deployed';
  if (isPending) return 'checking';
  return data ? 'available' : 'unreachable';
}

const availabilityBadge: Partial<Record<Availability, { text: string; palette: string }>> = {
  'not-deployed': { text: 'Not available yet', palette: 'gray' },
  unreachable: { text: 'Unavailable right now', palette: 'orange' },
  paused: { text: 'Predictions paused: jobs wait', palette: 'orange' },
};

function ToolCard({ tool, manifest }: { tool: ToolInfo; manifest: string | undefined }) {
  const availability = useAvailability(tool, manifest);
  const badge = availabilityBadge[availability];
  return (
    <Card.Root
      as="li"
      colorPalette={tool.palette}
      borderTopWidth="6px"
      borderTopColor={availability === 'not-deployed' ? 'border' : 'colorPalette.solid'}
      data-tool={tool.id}
      data-availability={availability}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="start">
          <Heading as="h3" size="lg">
            {tool.name}
          </Heading>
          <Badge variant="subtle" colorPalette="gray">
            {kindLabel[tool.kind]}
          </Badge>
        </HStack>
        <Text color="fg.muted">{tool.summary}</Text>
        {badge ? (
          <Badge alignSelf="start" variant="outline" colorPalette={badge.palette}>
            {badge.text}
          </Badge>
        ) : null}
      </Card.Body>
      <Card.Footer>
        {availability === 'not-deployed' ? (
          <Text color="fg.muted">This site does not offer {tool.name} yet.</Text>
        ) : (
          <Link asChild color="colorPalette.fg" fontWeight="semibold">
            <RouterLink to={`/${tool.id}/home`}>
              Open {tool.name}
              <Box as="span" aria-hidden="true">
                →
              </Box>
            </RouterLink>
          </Link>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

function SequenceLookup() {
  const [sequence, setSequence] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/sequence-info?sequence=${encodeURIComponent(sequence.trim())}`);
  };
  return (
    <Box as="form" onSubmit={submit} mt="6" maxW="xl">
      <Field.Root>
        <Field.Label>A peptide in the workbench</Field.Label>
        <HStack width="full" align="stretch">
          <Input
            name="sequence"
            value={sequence}
            onChange={(e) => setSequence(e.target.value)}
            placeholder="e.g. GLFDIVKKVVGALGSL"
            autoComplete="off"
            spellCheck={false}
            fontFamily="mono"
          />
          <Button type="submit">Show</Button>
        </HStack>
        <Field.HelperText>
          Every peptide model at once, the selectivity index, a mutant scan, and its properties.
        </Field.HelperText>
      </Field.Root>
    </Box>
  );
}

/** The index page: what the site is, and a card per tool. */
export function Home() {
  const { config } = useSiteConfig();
  const { title, intro } = siteHome(config.siteName);
  usePageTitle('');
  return (
    <SitePage>
      <Box as="section" aria-labelledby="intro-title" maxW="3xl">
        <Heading as="h1" id="intro-title" size={{ base: '3xl', md: '4xl' }}>
          {title}
        </Heading>
        <Text mt="4" fontSize="lg" color="fg.muted">
          {intro}
        </Text>
        <SequenceLookup />
      </Box>
      <Box as="section" aria-labelledby="tools-title" mt={{ base: '10', md: '14' }}>
        <Heading as="h2" id="tools-title" size="2xl" mb="6">
          Tools
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {/* Below the fold on a phone: drawn after the intro and the lookup have painted. */}
          <AfterFirstPaint>
            {toolCatalogue.map((tool) => (
              <ToolCard key={tool.id} tool={tool} manifest={config.remotes[tool.id]} />
            ))}
          </AfterFirstPaint>
        </SimpleGrid>
      </Box>
    </SitePage>
  );
}
