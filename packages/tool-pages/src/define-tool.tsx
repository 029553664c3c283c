import {
  emailProblem,
  findTool,
  jobIdProblem,
  notFound,
  type ToolInfo,
  type ToolModule,
  toolNavigation,
} from '@peptox/tool-contract';
import { ToolHeader } from '@peptox/ui';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type {
  PageModule,
  PredictionToolDefinition,
  ToolDefinition,
  ToolPageProps,
} from './definition.ts';

/** The module a tool exposes, with the definition it was made from (for running standalone). */
export interface DefinedTool extends ToolModule {
  definition: ToolDefinition;
}

type SharedPage = () => Promise<{ default: ComponentType<ToolPageProps> }>;

/** A route whose page loads on first visit. */
const route = (path: string, page: PageModule): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await page()).default }),
});

// Checked before the page loads: an id or address that cannot be one is a missing page, which
// says what is wrong with it.
const checkJobId = ({ params }: LoaderFunctionArgs) => {
  const problem = params.id === undefined ? null : jobIdProblem(params.id);
  if (problem) notFound(problem);
  return null;
};
const checkEmail = ({ params }: LoaderFunctionArgs) => {
  const problem = params.email === undefined ? null : emailProblem(params.email);
  if (problem) notFound(problem);
  return null;
};

function predictionRoutes(
  definition: PredictionToolDefinition,
  { extraPages }: ToolInfo,
): RouteObject[] {
  const shared = (path: string, load: SharedPage): RouteObject => ({
    path,
    lazy: async () => {
      const { default: Page } = await load();
      return { Component: () => <Page definition={definition} /> };
    },
  });
  const { pages } = definition;
  return [
    shared('home', () => import('./pages/home.tsx')),
    pages.help ? route('help', pages.help) : shared('help', () => import('./pages/help.tsx')),
    {
      path: 'method',
      lazy: async () => {
        const [{ default: Page }, { default: Prose, references }] = await Promise.all([
          import('./pages/method.tsx'),
          pages.method(),
        ]);
        return {
          Component: () => <Page definition={definition} Prose={Prose} references={references} />,
        };
      },
    },
    shared('statistics', () => import('./pages/statistics.tsx')),
    ...(pages.dataset ? [route('dataset', pages.dataset)] : []),
    ...(extraPages.includes('contact')
      ? [shared('contact', () => import('./pages/contact.tsx'))]
      : []),
    { ...shared('jobs/:id?', () => import('./pages/job.tsx')), loader: checkJobId },
    { ...shared('retrieve/:email?', () => import('./pages/retrieve.tsx')), loader: checkEmail },
  ];
}

/**
 * A tool's module from its definition: its header and navigation (from its catalogue entry) and
 * its routes, the shared pages filled in. The shell mounts it under /<id>/; `runStandalone` runs it on its own.
 */
export function defineTool(definition: ToolDefinition): DefinedTool {
  const info = findTool(definition.id);
  if (!info) throw new Error(`'${definition.id}' is not a tool of the catalogue`);
  if (info.extraPages.includes('dataset') !== !!definition.pages.dataset) {
    throw new Error(`${info.name}: the catalogue and the definition disagree about a dataset page`);
  }
  // A compound tool's build carries RDKit and the molecule editor because the catalogue says it
  // reads molecules (@peptox/build-config); the two must agree.
  if ((definition.input.kind === 'smiles') !== (info.kind === 'molecule')) {
    throw new Error(
      `${info.name}: the catalogue says it reads ${info.kind === 'molecule' ? 'molecules' : `${info.kind}s`}, the definition gives the input '${definition.input.kind}'`,
    );
  }
  if ((definition.input.kind === 'docking') !== (info.kind === 'docking')) {
    throw new Error(`${info.name}: the catalogue and the definition disagree about docking`);
  }
  return {
    id: info.id,
    name: info.name,
    Header: () => <ToolHeader tool={info} />,
    navigation: toolNavigation(info),
    definition,
    routes: predictionRoutes(definition, info),
  };
}
