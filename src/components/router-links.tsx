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
import { createLink, useRouter } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { isShopPath } from '../domain/content-menu';

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

export interface ShopAnchorProps extends AnchorProps, AnchorAttributes {
  /** A shop path (`/page/servizi#locker`) the router opens, or another site's address. */
  readonly href: string;
}

/**
 * A link whose address comes from data (a banner, a proposal): a shop path opens in the app
 * without loading a page, as a router link would; another address is an ordinary link. A
 * modified click or another button is the browser's (a new tab).
 */
export function ShopAnchor({ href, ...props }: ShopAnchorProps) {
  const router = useRouter();
  const open = (event: MouseEvent) => {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!isShopPath(href)) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <Anchor component="a" href={href} {...props} onClick={open} />;
}
