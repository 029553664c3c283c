import { Box } from '@chakra-ui/react';
import { requestActivity } from '@peptox/api-client';
import { useSyncExternalStore } from 'react';

export type ProgressState = 'idle' | 'loading' | 'failed';

export function progressState(
  inFlight: number,
  failed: boolean,
  navigating: boolean,
): ProgressState {
  if (inFlight > 0 || navigating) return 'loading';
  return failed ? 'failed' : 'idle';
}

/**
 * The thin bar at the top of the page: moves while API requests (or a page's code, when
 * `navigating`) are in flight, and turns red when a request of the last burst failed.
 */
export function ProgressBar({ navigating = false }: { navigating?: boolean }) {
  const { inFlight, failed } = useSyncExternalStore(
    requestActivity.subscribe,
    requestActivity.getSnapshot,
    requestActivity.getSnapshot,
  );
  const state = progressState(inFlight, failed, navigating);
  return (
    <Box
      data-testid="progress-bar"
      data-state={state}
      position="fixed"
      top="0"
      insetInline="0"
      height="3px"
      zIndex="toast"
      overflow="hidden"
      pointerEvents="none"
      aria-hidden={state === 'idle'}
      role={state === 'idle' ? undefined : 'progressbar'}
      aria-label={state === 'failed' ? 'A request failed' : 'Loading'}
      aria-busy={state === 'loading'}
    >
      {state === 'loading' && (
        <Box
          height="full"
          width="40%"
          bg="colorPalette.solid"
          animation="progressSlide 1.1s ease-in-out infinite"
        />
      )}
      {state === 'failed' && <Box height="full" width="full" bg="red.600" />}
    </Box>
  );
}
