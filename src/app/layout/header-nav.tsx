import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { headerConfigQuery } from '@/api/content';
import { builtInHeader, HeaderParts } from './header-view';

/**
 * The header's parts from the published configuration (VITE_HEADER_CONFIG_PATH), loaded with the
 * data layer; the built-in copy stands until it arrives, and stays when it cannot (offline).
 */
export function ConfiguredHeaderParts(props: Omit<ComponentProps<typeof HeaderParts>, 'config'>) {
  const { data } = useQuery(headerConfigQuery());
  return <HeaderParts {...props} config={data ?? builtInHeader} />;
}
