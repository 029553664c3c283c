import { Box } from '@chakra-ui/react';
import { useOnline } from '@peptox/ui';
import { useEffect, useRef, useState } from 'react';

const BACK_ONLINE_NOTICE_MS = 4000;

/** Says when the browser has no connection, and briefly when it is back. */
export function OfflineBanner() {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  const message = !online
    ? 'You are offline. Pages already open keep working; submitting jobs and loading results needs a connection.'
    : backOnline
      ? 'You are back online.'
      : '';
  return (
    <Box role="status" aria-live="polite" data-testid="connection-status" data-online={online}>
      {message && (
        <Box
          bg={online ? 'green.100' : 'orange.100'}
          color={online ? 'green.900' : 'orange.950'}
          px="4"
          py="2"
          textAlign="center"
          fontSize="sm"
          fontWeight="medium"
        >
          {message}
        </Box>
      )}
    </Box>
  );
}
