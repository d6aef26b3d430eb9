import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An anchor that loads its page: what a link is on the prerendered landing page. */
const PlainLink = ({ to, ...rest }: AppLinkProps) => <a href={to} {...rest} />;

const LinkComponent = createContext<ComponentType<AppLinkProps>>(PlainLink);

/** The app gives react-router's Link here, so its links navigate inside the app. */
export const AppLinkProvider = LinkComponent.Provider;

/**
 * The link of components the landing page shares with the app (logo, footer, the landing
 * sections). The landing page's first load draws without the router, so these cannot use
 * react-router's Link directly: there they are plain links (see landing-main.tsx).
 */
export const AppLink = (props: AppLinkProps) => {
  const Link = useContext(LinkComponent);
  return <Link {...props} />;
};
