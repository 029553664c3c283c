import { Alert, Box, Button, Card, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type JobWithResult, jobFileUrl } from '@peptox/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type PoseModel, readPoseModels } from './poses.ts';

type Viewer = Awaited<ReturnType<typeof createViewer>>;
type Model = ReturnType<Viewer['addModel']>;

/**
 * 3Dmol.js's viewer in an element (the library loads here, on the docking results page only). Its
 * canvas is transparent, so the element's background, the theme's panel colour, shows in either mode.
 */
async function createViewer(element: HTMLElement) {
  const $3Dmol = await import('3dmol');
  return $3Dmol.createViewer(element, { backgroundAlpha: 0, antialias: true });
}

async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.text();
}

/** The receptor as docked and the poses, from the job's files. */
function useStructures(job: Pick<JobWithResult, 'id'>) {
  return useQuery({
    queryKey: ['docking-structures', job.id],
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    queryFn: async ({ signal }) => {
      const [receptor, poses] = await Promise.all([
        fetchText(jobFileUrl(job.id, 'receptor.pdbqt'), signal),
        fetchText(jobFileUrl(job.id, 'poses.pdbqt'), signal),
      ]);
      return { receptor, poses: readPoseModels(poses) };
    },
  });
}

const poseKey = (p: Pick<PoseModel, 'ligand' | 'pose'>) => `${p.ligand}-${p.pose}`;

/**
 * A 3-D view of the receptor and one pose (3Dmol.js), with the list of poses beside it: a pose
 * chosen in the list is shown in the pocket, the receptor's atoms near it as sticks.
 */
export default function PoseViewer({ job }: { job: Pick<JobWithResult, 'id'> }) {
  const { data, error, isPending } = useStructures(job);
  const element = useRef<HTMLDivElement>(null);
  const viewer = useRef<{ viewer: Viewer; pose: Model | null } | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const poses = data?.poses ?? [];
  const shown = poses.find((p) => poseKey(p) === chosen) ?? poses[0];

  // The viewer and the receptor, once the files are here.
  useEffect(() => {
    if (!data || !element.current) return;
    let cancelled = false;
    createViewer(element.current)
      .then((made) => {
        if (cancelled) return;
        const receptor = made.addModel(data.receptor, 'pdbqt');
        receptor.setStyle({}, { cartoon: { color: 'spectrum', opacity: 0.85 } });
        viewer.current = { viewer: made, pose: null };
        setChosen((now) => now ?? (data.poses[0] ? poseKey(data.poses[0]) : null));
      })
      .catch((reason: unknown) =>
        setFailed(reason instanceof Error ? reason.message : String(reason)),
      );
    return () => {
      cancelled = true;
      viewer.current?.viewer.clear();
      viewer.current = null;
    };
  }, [data]);

  // The chosen pose in the pocket, with the residues around it.
  useEffect(() => {
    const current = viewer.current;
    if (!current || !shown) return;
    const { viewer: view } = current;
    if (current.pose) view.removeModel(current.pose);
    const pose = view.addModel(shown.pdbqt, 'pdbqt');
    pose.setStyle({}, { stick: { colorscheme: 'greenCarbon', radius: 0.2 } });
    view.setStyle({ model: 0, within: { distance: 5, sel: { model: pose } } } as never, {
      stick: { radius: 0.12 },
      cartoon: { color: 'spectrum', opacity: 0.85 },
    });
    current.pose = pose;
    view.zoomTo({ model: pose } as never);
    view.render();
  }, [shown]);

  if (error || failed) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          The 3-D view could not be drawn ({failed ?? (error as Error).message}); the poses can be
          downloaded below.
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Card.Root size="sm" as="section" aria-labelledby="pose-viewer-title">
      <Card.Header>
        <Card.Title as="h2" id="pose-viewer-title">
          The poses in the receptor
        </Card.Title>
        <Card.Description>
          Choose a pose: it is drawn in green in the pocket, with the receptor's residues within 5 Å
          as sticks. Drag to turn, scroll or pinch to zoom.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(12rem, 1fr)' }}
          gap="4"
        >
          <Box
            ref={element}
            role="img"
            aria-label={shown ? `${shown.title} in the receptor` : 'The receptor'}
            data-testid="pose-viewer"
            position="relative"
            h={{ base: '20rem', md: '28rem' }}
            bg="bg.panel"
            borderWidth="1px"
            rounded="md"
            overflow="hidden"
          >
            {isPending ? <Skeleton position="absolute" inset="0" /> : null}
          </Box>
          <Stack
            as="ul"
            gap="1"
            listStyleType="none"
            aria-label="Poses"
            maxH={{ md: '28rem' }}
            overflowY="auto"
          >
            {poses.map((pose) => (
              <li key={poseKey(pose)}>
                <Button
                  size="sm"
                  w="full"
                  justifyContent="space-between"
                  variant={pose === shown ? 'solid' : 'outline'}
                  aria-pressed={pose === shown}
                  onClick={() => setChosen(poseKey(pose))}
                >
                  <Text as="span" truncate>
                    {pose.title}
                  </Text>
                  <Text as="span">
                    {pose.affinity === null ? '' : `${pose.affinity.toFixed(2)} kcal/mol`}
                  </Text>
                </Button>
              </li>
            ))}
          </Stack>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
