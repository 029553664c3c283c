#!/usr/bin/env sh
# The unit tests of `pnpm test` (the type checks run before, once: typecheck/README.md). The job
# service's suite is the longest and much of it waits on killed processes and outages, so it runs
# from the start beside the others instead of last in turbo's order.
turbo run test --filter=@peptox/api --output-logs=new-only &
api=$!
turbo run test --filter='!@peptox/api' --concurrency=2
rest=$?
wait $api && exit $rest
