#!/usr/bin/env sh
# The unit phase of `pnpm test`. The job service's suite mostly waits (killed processes, database
# outages, restarts), so it runs from the start beside the rest instead of last in turbo's order,
# where it was the tail of the phase.
turbo run test --filter=@peptox/api --output-logs=new-only &
api=$!
turbo run typecheck test --filter='!@peptox/api' --concurrency=2 && turbo run typecheck --filter=@peptox/api
rest=$?
wait $api && exit $rest
