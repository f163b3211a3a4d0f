/**
 * Mantine components as typed router links: `createLink` keeps TanStack Router's checks of
 * `to`, `params` and `search`, which `component={Link}` loses.
 */
import {
  Anchor,
  Button,
  Card,
  NavLink,
  UnstyledButton,
  type AnchorProps,
  type ButtonProps,
  type CardProps,
  type NavLinkProps,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>(
  (props, ref) => <Anchor component="a" ref={ref} {...props} />,
);
const MantineNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorAttributes>(
  (props, ref) => <NavLink component="a" ref={ref} {...props} />,
);
const MantineCard = forwardRef<HTMLAnchorElement, CardProps & AnchorAttributes>((props, ref) => (
  <Card component="a" ref={ref} {...props} />
));
const MantineButton = forwardRef<HTMLAnchorElement, UnstyledButtonProps & AnchorAttributes>(
  (props, ref) => <UnstyledButton component="a" ref={ref} {...props} />,
);

const MantineLinkButton = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>(
  (props, ref) => <Button component="a" ref={ref} {...props} />,
);

export const AnchorLink = createLink(MantineAnchor);
/** A link that looks like a button (an action that opens its own address). */
export const LinkButton = createLink(MantineLinkButton);
export const NavLinkLink = createLink(MantineNavLink);
export const CardLink = createLink(MantineCard);
export const ButtonLink = createLink(MantineButton);
