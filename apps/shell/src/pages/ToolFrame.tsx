import { Link, Skeleton, Stack } from '@chakra-ui/react';
import {
  findTool,
  siteLinks,
  type ToolId,
  type ToolInfo,
  toolNavigation,
} from '@peptox/tool-contract';
import { ToolHeader, ToolHomeFrame, ToolLayout, type ToolLayoutProps, useStore } from '@peptox/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { loadedTools } from '../federation/tools.ts';

/** A tool's frame inside the site: its header and navigation, and the links to the site's own pages. */
function SiteToolLayout({
  info,
  tool,
  children,
}: {
  info: ToolInfo;
  tool: ToolLayoutProps['tool'];
  children?: ReactNode;
}) {
  return (
    <ToolLayout
      tool={tool}
      palette={info.palette}
      actions={siteLinks.map((link) => (
        <Link
          key={link.to}
          asChild
          color="inherit"
          fontSize="sm"
          px="2"
          whiteSpace="nowrap"
          display={{ base: 'none', md: 'inline-flex' }}
        >
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Link>
      ))}
    >
      {children}
    </ToolLayout>
  );
}

/** A loaded tool's pages, in the tool's own header and navigation. */
export function ToolFrame({ id }: { id: ToolId }) {
  const state = useStore(loadedTools).get(id);
  const info = findTool(id);
  if (!state || !info) return null;
  return <SiteToolLayout info={info} tool={state.module} />;
}

/**
 * A tool's page while its code is on its way: the header, navigation and (on its home) the
 * heading and intro come from the catalogue and are drawn as the tool will draw them, so the
 * first visit shows them at once and nothing moves when the tool's page replaces them.
 */
export function ToolPlaceholder({ info, page }: { info: ToolInfo; page: string }) {
  const tool = {
    id: info.id,
    name: info.name,
    navigation: toolNavigation(info),
    Header: () => <ToolHeader tool={info} />,
  };
  return (
    <SiteToolLayout info={info} tool={tool}>
      {page === 'home' || page === '' ? (
        <ToolHomeFrame tool={info} />
      ) : (
        <Stack gap="4" aria-busy="true" aria-label="Loading the page">
          <Skeleton height="10" width="60%" />
          <Skeleton height="40" />
        </Stack>
      )}
    </SiteToolLayout>
  );
}
