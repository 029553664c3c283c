import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import { ANY_ROUTE_FAILURES, failures, JobIdParameter } from '../http/schemas.ts';
import { listJobFiles, readJobFile } from '../jobs/files.ts';
import { loadJob } from './load-job.ts';

/** A finished job's files (a docking job's poses, receptor and parameters), to download. */
export const jobFileRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;
  app.get(
    '/jobs/:id/files/:name',
    {
      schema: {
        tags: ['jobs'],
        operationId: 'getJobFile',
        summary: "A file a finished job made: its name from the job's result.files",
        description:
          "A docking job's poses (PDBQT, SDF), the receptor as docked (PDBQT) and the run's parameters (JSON), as an attachment. 409 for a job that has not finished.",
        params: Type.Object({
          id: JobIdParameter,
          name: Type.String({ description: "A file's name from the job's result.files." }),
        }),
        produces: ['chemical/x-pdbqt', 'chemical/x-mdl-sdfile', 'application/json'],
        response: {
          200: Type.String({ description: "The file's text (UTF-8)." }),
          ...failures(...ANY_ROUTE_FAILURES, 404, 409, 410, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const job = await loadJob(context, request.params.id);
      if (job.status !== 'finished') {
        throw new ApiError(409, { status: [messages.resultsNotReady(job.status)] });
      }
      const { name } = request.params;
      const file = await readJobFile(db, job.id, name);
      if (!file) {
        const known = (await listJobFiles(db, job.id)).map((f) => f.name);
        throw notFound('name', messages.fileUnknown(name, known));
      }
      // The job's id in the download's name, so files of several jobs do not overwrite each other.
      const download = `${job.tool}-${job.id}-${file.name}`.replace(/[^A-Za-z0-9._-]/g, '_');
      reply
        .type(`${file.media_type}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${download}"`);
      return file.content;
    },
  );
};
