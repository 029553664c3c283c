import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { codonTables } from '@peptox/sequence';
import { Type } from 'typebox';
import type { AppContext, ServedTool } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { CodonTableSchema, responses, ToolDetailsSchema, ToolSchema } from '../http/schemas.ts';
import { findTool } from './find-tool.ts';

/** The tools with their methods and limits, and the genetic codes. */
export const toolRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { limits } = context.config;
  // As published by the workers that run each tool, read per request (a deploy replaces them).
  const describe = (p: ServedTool) => ({
    id: p.tool,
    name: p.name,
    available: p.available,
    input: p.input,
    ...(p.genome ? { genome: p.genome } : {}),
    methods: p.methods,
    columns: p.columns,
    tables: p.tables,
    limits: {
      maxTextBytes: limits.maxTextBytes,
      maxGenomeBytes: limits.maxGenomeBytes,
      maxSequences: limits.maxSequences,
      maxDescriptionLength: limits.maxDescriptionLength,
      ...(p.input === 'molecule'
        ? { maxMolecules: limits.maxMolecules, maxSmilesLength: limits.maxSmilesLength }
        : {}),
      ...(p.input === 'docking'
        ? {
            maxReceptorBytes: limits.maxReceptorBytes,
            maxReceptorAtoms: limits.maxReceptorAtoms,
            maxLigands: limits.maxLigands,
            maxLigandBytes: limits.maxLigandBytes,
            maxBoxSize: limits.maxBoxSize,
            maxExhaustiveness: limits.maxExhaustiveness,
          }
        : {}),
      // Stated only by a server that answers them (a docking tool gives none): a page asks no other.
      ...(context.config.instantThreads > 0 && p.input !== 'docking'
        ? {
            maxInstantRecords:
              p.input === 'molecule' ? limits.maxInstantMolecules : limits.maxInstantPeptides,
            ...(p.input === 'peptide' ? { maxScanLength: limits.maxScanLength } : {}),
          }
        : {}),
    },
    modelVersions: p.modelVersions,
  });

  app.get(
    '/tools',
    {
      schema: {
        tags: ['tools'],
        operationId: 'listTools',
        summary: 'Every tool: its methods, result columns and tables, and input limits',
        description:
          'What a client needs to build a form and read results: methods (labels, length windows), result columns and tables, the genome window and the input limits of each tool.',
        response: responses(200, Type.Array(ToolSchema), 'Every tool.'),
      },
    },
    async () => ok(Object.values(context.tools).map(describe)),
  );

  app.get(
    '/tools/:tool',
    {
      schema: {
        tags: ['tools'],
        operationId: 'getTool',
        summary: 'One tool as in GET /tools, with the cards of the models that serve its methods',
        description:
          "The tool, and each model's card as its training run wrote it: data, split, features, hyper-parameters and the metrics it measured.",
        params: Type.Object({ tool: Type.String({ description: 'A tool id (GET /tools).' }) }),
        response: responses(
          200,
          ToolDetailsSchema,
          'The tool with its model cards.',
          400,
          404,
          422,
        ),
      },
    },
    async (request) => {
      const found = findTool(context, request.params.tool);
      return ok({ ...describe(found), modelCards: found.modelCards });
    },
  );

  app.get(
    '/codon-tables',
    {
      schema: {
        tags: ['tools'],
        operationId: 'listCodonTables',
        summary: 'The NCBI genetic codes a genome can be translated with',
        description: "Each code's number and name, for a genome submission's codonTable.",
        response: responses(200, Type.Array(CodonTableSchema), 'The genetic codes.'),
      },
    },
    async () => ok(codonTables.map(({ id, name }) => ({ id, name }))),
  );
};
