import { Box, Container, Group, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/router-links';
import { useProfileSections } from '../profile-sections';

export interface ProfileLayoutProps {
  /** The section's page. */
  readonly children: ReactNode;
}

const ACTIVE_LINK = { 'aria-current': 'page', fw: 700 } as const;

/**
 * The personal area (account-and-platform.md §2 "Profile area"): its menu beside the section's
 * page from the sm breakpoint up; on a phone the dashboard lists the sections and every page's
 * breadcrumb leads back to it.
 */
export function ProfileLayout({ children }: ProfileLayoutProps) {
  const { t } = useLingui();
  const sections = useProfileSections();
  return (
    <Container size="lg" py="md" px={{ base: 0, sm: 'md' }}>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Box component="nav" aria-label={t`Area personale`} visibleFrom="sm" w={220} pt="md">
          <Stack gap="xs">
            <AnchorLink to="/profile" activeOptions={{ exact: true }} activeProps={ACTIVE_LINK}>
              {t`Area personale`}
            </AnchorLink>
            {sections.map((section) => (
              <AnchorLink key={section.to} to={section.to} activeProps={ACTIVE_LINK}>
                {section.label}
              </AnchorLink>
            ))}
          </Stack>
        </Box>
        <Box flex={1} miw={0}>
          {children}
        </Box>
      </Group>
    </Container>
  );
}
