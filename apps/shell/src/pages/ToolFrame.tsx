import { Link } from '@chakra-ui/react';
import { findTool, type ToolId } from '@peptox/tool-contract';
import { ToolLayout, useStore } from '@peptox/ui';
import { Link as RouterLink } from 'react-router';
import { loadedTools } from '../federation/tools.ts';

/** A loaded tool's pages, in the tool's own header and navigation. */
export function ToolFrame({ id }: { id: ToolId }) {
  const state = useStore(loadedTools).get(id);
  if (!state) return null;
  return (
    <ToolLayout
      tool={state.module}
      palette={findTool(id)?.palette ?? 'default'}
      actions={
        <Link
          asChild
          color="inherit"
          fontSize="sm"
          px="2"
          display={{ base: 'none', md: 'inline-flex' }}
        >
          <RouterLink to="/">All tools</RouterLink>
        </Link>
      }
    />
  );
}
