#!/usr/bin/env sh
# The unit tests of `pnpm test` (the type checks run before, once: typecheck/README.md). The job
# service's suite is the longest and much of it waits on killed processes and outages, so it runs
# from the start beside the others instead of last in turbo's order. A command given as arguments
# (`pnpm test` gives the site's build, which the browser tests need next) runs once the other
# packages' tests have passed, while the service's suite finishes.
turbo run test --filter=@peptox/api --output-logs=new-only &
api=$!
turbo run test --filter='!@peptox/api' --concurrency=2
rest=$?
if [ "$rest" -eq 0 ] && [ "$#" -gt 0 ]; then
  "$@"
  rest=$?
fi
wait $api && exit $rest
